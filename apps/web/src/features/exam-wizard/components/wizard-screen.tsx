import type { ExamDetail } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Skeleton } from '../../../components/skeleton.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { useExamDetail } from '../api/exam-detail.ts';
import { EXAM_WIZARD_NAMESPACE } from '../exam-wizard-strings.ts';
import { ClassifiersStep } from './classifiers-step.tsx';
import { IntroStep } from './intro-step.tsx';
import { PrintedStep } from './printed-step.tsx';
import { QuestionsStep } from './questions-step.tsx';
import { StatusStep } from './status-step.tsx';
import { STEPS, type StepSlug } from './wizard-nav.ts';

function Step({ slug, exam }: { slug: StepSlug; exam: ExamDetail }) {
  switch (slug) {
    case 'introducao':
      return <IntroStep exam={exam} />;
    case 'classificacao':
      return <ClassifiersStep exam={exam} />;
    case 'questoes':
      return <QuestionsStep exam={exam} />;
    case 'impressa':
      return <PrintedStep exam={exam} />;
    case 'publicacao':
      return <StatusStep exam={exam} />;
  }
}

/** /avaliacoes/nova (intro only) and /avaliacoes/:externalId/editar?etapa= */
export function WizardScreen() {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  const { externalId } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = useExamDetail(externalId);
  const slug = (STEPS.find(([candidate]) => candidate === params.get('etapa'))?.[0] ?? 'introducao') as StepSlug;
  const index = STEPS.findIndex(([candidate]) => candidate === slug);

  return (
    <section className="flex flex-col gap-4" aria-labelledby="wizard-title">
      <Link to={externalId ? '../..' : '..'} relative="path" className="text-sm text-primary">
        {t('back')}
      </Link>
      <h1 id="wizard-title" className="text-2xl font-bold text-title">
        {query.data?.description ?? t('newExam')}
      </h1>
      <nav aria-label={t('steps.label')}>
        <ol className="flex flex-wrap gap-2">
          {STEPS.map(([candidate, key], position) => (
            <li key={candidate}>
              <button
                type="button"
                className={candidate === slug ? PRIMARY_BUTTON : SECONDARY_BUTTON}
                aria-current={candidate === slug ? 'step' : undefined}
                disabled={!externalId}
                onClick={() => setParams({ etapa: candidate })}
              >
                {`${position + 1}. ${t(`steps.${key}`)}`}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {!externalId && (
        <IntroStep
          onCreated={(exam) => navigate(`../${exam.external_id}/editar?etapa=classificacao`, { relative: 'path' })}
        />
      )}
      {externalId && query.isPending && <Skeleton shape="card" rows={4} />}
      {externalId && query.isError && <p role="alert">{query.error.message}</p>}
      {query.data && (
        <>
          <h2 className="text-xl font-semibold">{t(`steps.${STEPS[index]?.[1] ?? 'intro'}`)}</h2>
          <Step key={`${slug}-${query.data.id}`} slug={slug} exam={query.data} />
        </>
      )}
    </section>
  );
}
