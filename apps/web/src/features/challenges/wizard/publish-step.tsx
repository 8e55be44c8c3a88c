import { gameContentDataSchema } from '@ava/contracts';
import CheckCircle from 'lucide-react/icons/circle-check';
import Play from 'lucide-react/icons/play';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameTestModal } from '../../../components/game/game-test-modal.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { notify } from '../../../lib/toast.ts';
import { factorySteps, useFactoryStep } from '../api/factory.ts';
import { useGameFilters, useLayoutsList, useVariationsList } from '../api/game-catalogue.ts';
import { CHALLENGES_NAMESPACE } from '../challenges-strings.ts';
import { gradeNames } from '../components/challenge-card.tsx';
import { StepError } from './step-error.tsx';
import type { StepProps } from './wizard-steps.ts';

interface Props extends Omit<StepProps, 'onSaved'> {
  /** Published, or kept as a draft: back to the list. */
  onDone: () => void;
}

/** 'Finalizar': what was filled, a test of the game, and 'Publicar' once every step is complete. */
export function PublishStep({ draft, isUpdate, onDone }: Props) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const save = useFactoryStep(factorySteps.publish);
  const filters = useGameFilters();
  const layouts = useLayoutsList();
  const variations = useVariationsList();
  const [testing, setTesting] = useState(false);
  const rounds = gameContentDataSchema.safeParse(draft.data).data?.challenges.length ?? 0;
  const none = t('teacher.details.none');

  function finish(publish: boolean) {
    save.mutate(
      { is_update: isUpdate, oed_content_id: draft.oed_content_id, publish },
      {
        onSuccess: () => {
          notify({ status: 'success', message: t(publish ? 'wizard.publish.published' : 'wizard.publish.draftKept') });
          onDone();
        },
      },
    );
  }

  const rows: [string, ReactNode][] = [
    [t('wizard.intro.title'), draft.title],
    [t('wizard.intro.objective'), draft.objective || none],
    [t('wizard.intro.interaction'), t(`interactions.${draft.interaction}`)],
    [
      t('wizard.layout.layout'),
      layouts.data?.find((layout) => layout.id === draft.layout)?.name ?? draft.layout ?? none,
    ],
    [
      t('wizard.layout.variation'),
      variations.data?.find((variation) => variation.id === draft.variation)?.name ?? draft.variation ?? none,
    ],
    [t('wizard.data.rounds'), t('wizard.publish.rounds', { count: rounds })],
    [t('wizard.classification.grades'), gradeNames(draft.classification.grade_ids, filters.data?.grades ?? []) || none],
    [t('wizard.classification.subject'), draft.classification.subject || none],
    [t('wizard.classification.bncc'), Object.keys(draft.bncc).join(', ') || none],
    [t('wizard.classification.keywords'), draft.keywords.join(', ') || none],
  ];

  return (
    <div className="flex max-w-3xl flex-col gap-5">
      <section aria-labelledby="publish-summary" className="rounded-xl bg-white p-4 shadow-sm">
        <h2 id="publish-summary" className="mb-3 text-lg font-bold text-title">
          {t('wizard.publish.summary')}
        </h2>
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-subtitle">{term}</dt>
              <dd className="text-title">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {draft.validContent ? (
        <p className="flex items-center gap-2 text-green-800">
          <CheckCircle className="size-5 shrink-0" aria-hidden="true" />
          {t('wizard.publish.ready')}
        </p>
      ) : (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {t('wizard.publish.incomplete')}
        </p>
      )}
      <StepError error={save.error} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={`${SECONDARY_BUTTON} inline-flex items-center gap-2`}
          disabled={!draft.validContent}
          onClick={() => setTesting(true)}
        >
          <Play className="size-4 shrink-0" aria-hidden="true" />
          {t('wizard.publish.test')}
        </button>
        {draft.status === 'draft' && (
          <button type="button" className={SECONDARY_BUTTON} disabled={save.isPending} onClick={() => finish(false)}>
            {t('wizard.publish.keepDraft')}
          </button>
        )}
        <button
          type="button"
          className={PRIMARY_BUTTON}
          disabled={!draft.validContent || save.isPending}
          onClick={() => finish(true)}
        >
          {t('wizard.publish.publish')}
        </button>
      </div>
      <GameTestModal
        game={
          testing
            ? { oed_content_id: draft.oed_content_id, title: draft.title, game_used: false, user_rating: null }
            : null
        }
        onClose={() => setTesting(false)}
      />
    </div>
  );
}
