import { type ActivityDetail, TRAIL_RESULTS_MESSAGES, type TrailChoice } from '@ava/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, ROW_ACTION } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { QueryState } from '../components/query-state.tsx';
import { type ContentForm, contentFromActivity } from './content-form.ts';
import { StepContent } from './step-content.tsx';
import { useTrailChoices, useUpdateTrails } from './trail-choice-api.ts';

interface Props {
  activity: ActivityDetail;
  /** Saves the details and settings (the draft's second step). */
  saveDetails: (form: ContentForm) => Promise<ActivityDetail>;
  onBack: () => void;
  onSaved: (saved: ActivityDetail) => void;
}

/**
 * A trilha's step two: the details, then the published trail of the platform it applies, found by
 * its title. Saving sends the details, then the trail when it changed (update_trails); once
 * students began, the server keeps the trail (409) and says so.
 */
export function TrailContentStep(props: Props) {
  const current = useTrailChoices(props.activity.id, '');
  return <QueryState query={current}>{({ linked }) => <TrailContent {...props} linked={linked} />}</QueryState>;
}

function TrailContent({ activity, linked, saveDetails, onBack, onSaved }: Props & { linked: TrailChoice | null }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const id = useId();
  const [chosen, setChosen] = useState<TrailChoice | null>(linked);
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choices = useTrailChoices(activity.id, search.trim());
  const update = useUpdateTrails(activity.id);

  async function submit(form: ContentForm) {
    if (!chosen) return setError(serverText(TRAIL_RESULTS_MESSAGES.trailNotAttached));
    setError(null);
    setBusy(true);
    try {
      const saved = await saveDetails(form);
      if (chosen.trail_id !== linked?.trail_id) {
        await update
          .mutateAsync({
            activity: activity.id,
            add_trails: [chosen.trail_id],
            rm_trails: linked ? [linked.trail_id] : [],
          })
          .catch((failure: unknown) => {
            setChosen(linked);
            setError(failure instanceof Error ? failure.message : String(failure));
            throw failure;
          });
      }
      onSaved(saved);
    } catch {
      // Told already: the toast of the failed call, and the trail's own message above.
    } finally {
      setBusy(false);
    }
  }

  return (
    <StepContent
      kind={activity.kind}
      initial={contentFromActivity(activity)}
      busy={busy}
      onBack={onBack}
      onSubmit={submit}
    >
      <section aria-labelledby={`${id}-chosen`} className="flex flex-col gap-2">
        <h3 id={`${id}-chosen`} className="font-semibold text-title">
          {t('creation.trail.chosen')}
        </h3>
        {chosen ? (
          <p className="rounded-lg border border-primary bg-light px-3 py-2">
            <span className="block font-semibold break-words text-title">{chosen.title}</span>
            <span className="text-sm text-subtitle">{t('creation.trail.steps', { count: chosen.total_steps })}</span>
          </p>
        ) : (
          <p className="text-subtitle">{t('creation.trail.none')}</p>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </section>
      <section aria-labelledby={`${id}-library`} className="flex flex-col gap-3">
        <h3 id={`${id}-library`} className="font-semibold text-title">
          {t('creation.trail.library')}
        </h3>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-search`} className="font-semibold text-title">
            {t('creation.trail.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={INPUT}
          />
        </div>
        <QueryState query={choices}>
          {({ trails }) =>
            trails.length === 0 ? (
              <p className="text-subtitle">{t('creation.trail.notFound')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {trails.map((trail) => (
                  <li
                    key={trail.trail_id}
                    className="flex items-start gap-3 rounded-lg border border-gray-300 bg-white px-3 py-2"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold break-words text-title">{trail.title}</span>
                      <span className="text-sm text-subtitle">
                        {t('creation.trail.steps', { count: trail.total_steps })}
                      </span>
                    </span>
                    <button
                      type="button"
                      className={ROW_ACTION}
                      disabled={chosen?.trail_id === trail.trail_id}
                      aria-label={t('creation.trail.chooseTitle', { title: trail.title })}
                      onClick={() => {
                        setError(null);
                        setChosen(trail);
                      }}
                    >
                      {chosen?.trail_id === trail.trail_id ? t('creation.trail.picked') : t('creation.trail.choose')}
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
    </StepContent>
  );
}
