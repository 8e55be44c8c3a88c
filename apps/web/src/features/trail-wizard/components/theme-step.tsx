import { type TrailDetail, trailMapThemeOf } from '@ava/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TrailThemePreview } from '../../../components/trail-map/index.ts';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { useTrailFilters } from '../api/trail-queries.ts';
import { trailSteps, useTrailStep } from '../api/trail-steps.ts';
import { TRAIL_WIZARD_NAMESPACE } from '../trail-wizard-strings.ts';
import { StepFeedback } from './step-feedback.tsx';
import { useNextStep } from './wizard-nav.ts';

/** The map theme (document 1 section 3), among those the platform offers; saved with the intro. */
export function ThemeStep({ trail }: { trail: TrailDetail }) {
  const { t } = useTranslation(TRAIL_WIZARD_NAMESPACE);
  const filters = useTrailFilters();
  const next = useNextStep();
  const save = useTrailStep(trailSteps.intro);
  const [layout, setLayout] = useState(trail.layout);
  const themes = [{ id: '', title: t('theme.default') }, ...(filters.data?.themes ?? [])];

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate([trail.external_id, { title: trail.title, guidance: trail.guidance, layout, image: null }], {
      onSuccess: next,
    });
  }

  return (
    <form noValidate className="flex max-w-3xl flex-col gap-4" onSubmit={submit}>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{t('theme.label')}</legend>
        <p className="text-sm text-gray-600">{t('theme.hint')}</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {themes.map((theme) => (
            <label
              key={theme.id || 'default'}
              className={`flex cursor-pointer items-start gap-2 rounded-lg border p-2 ${
                layout === theme.id ? 'border-primary bg-light' : 'border-gray-200 bg-white'
              }`}
            >
              <input
                type="radio"
                name="layout"
                value={theme.id}
                checked={layout === theme.id}
                onChange={() => setLayout(theme.id)}
                aria-label={theme.title}
                className="self-start"
              />
              <TrailThemePreview theme={trailMapThemeOf(theme.id)} title={theme.title} className="flex-1" />
            </label>
          ))}
        </div>
      </fieldset>
      <StepFeedback error={save.error} saved={save.isSuccess} />
      <button type="submit" className={`${PRIMARY_BUTTON} self-start`} disabled={save.isPending}>
        {t('theme.save')}
      </button>
    </form>
  );
}
