import { FACTORY_STEPS } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { notify } from '../../../lib/toast.ts';
import { useFactoryDraft } from '../api/factory.ts';
import { CHALLENGES_NAMESPACE } from '../challenges-strings.ts';
import { useChallengesPaths } from '../teacher/challenges-paths.ts';
import { ClassificationStep } from './classification-step.tsx';
import { DataStep } from './data-step.tsx';
import { IntroStep } from './intro-step.tsx';
import { LayoutStep } from './layout-step.tsx';
import { PublishStep } from './publish-step.tsx';
import { furthestStep, STEP_SLUGS, stepOfSlug } from './wizard-steps.ts';

/**
 * The five-step factory at /desafios/fabrica. The content's id stays in the address
 * (?desafio=<id>&etapa=<step>), so a reload resumes it from find_draft; steps after the last
 * saved one stay closed. Every step of a published content saves with is_update.
 */
export function WizardScreen() {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const paths = useChallengesPaths();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const contentId = params.get('desafio');
  const draft = useFactoryDraft(contentId);
  const content = draft.data ?? null;
  const furthest = content ? furthestStep(content) : 0;
  const requested = stepOfSlug(params.get('etapa'));
  const current = requested >= 0 && requested <= furthest ? requested : furthest;
  const isUpdate = content !== null && content.status !== 'draft';

  function open(id: string, step: number) {
    const next = FACTORY_STEPS[Math.min(step, FACTORY_STEPS.length - 1)] ?? 'intro';
    setParams({ desafio: id, etapa: STEP_SLUGS[next] });
  }

  function saved(id: string) {
    notify({ status: 'success', message: t('wizard.saved') });
    open(id, current + 1);
  }

  const stepProps = content && { draft: content, isUpdate, onSaved: saved };
  return (
    <section aria-labelledby="wizard-title" className="flex flex-col gap-5">
      <BackLink to={paths.mine}>{t('wizard.back')}</BackLink>
      <h1 id="wizard-title" className="type-title text-title">
        {content?.title || t('wizard.newTitle')}
      </h1>
      <nav aria-label={t('wizard.steps.label')}>
        <ol className="flex flex-wrap gap-2">
          {FACTORY_STEPS.map((step, index) => (
            <li key={step}>
              <button
                type="button"
                aria-current={index === current ? 'step' : undefined}
                disabled={!content || index > furthest}
                onClick={() => content && open(content.oed_content_id, index)}
                className={`rounded-full px-3 py-1 text-sm font-semibold disabled:cursor-not-allowed ${index === current ? 'bg-primary text-on-primary' : index <= furthest ? 'bg-light text-dark hover:bg-white' : 'bg-white text-subtitle'}`}
              >
                {index + 1}. {t(`wizard.steps.${step}`)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {isUpdate && <p className="rounded-lg bg-light p-3 text-dark">{t('wizard.publishedNote')}</p>}

      {contentId === null && <IntroStep isUpdate={false} onSaved={saved} />}
      {contentId !== null && draft.isPending && <Skeleton shape="card" rows={5} />}
      {draft.isError && (
        <p role="alert" className="text-red-700">
          {draft.error.message || t('wizard.loadError')}
        </p>
      )}
      {contentId !== null && draft.isSuccess && content === null && <p role="alert">{t('wizard.notFound')}</p>}
      {stepProps && (
        <div key={`${stepProps.draft.oed_content_id}-${current}`}>
          {current === 0 && <IntroStep {...stepProps} />}
          {current === 1 && <LayoutStep {...stepProps} />}
          {current === 2 && <DataStep {...stepProps} />}
          {current === 3 && <ClassificationStep {...stepProps} />}
          {current === 4 && (
            <PublishStep draft={stepProps.draft} isUpdate={isUpdate} onDone={() => navigate(paths.mine)} />
          )}
        </div>
      )}
    </section>
  );
}
