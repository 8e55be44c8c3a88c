import type { ExamDetail } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { WizardFrame } from '../../../components/wizard/wizard-frame.tsx';
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
  const navigate = useNavigate();
  const detail = useExamDetail(externalId);
  return (
    <WizardFrame
      steps={STEPS}
      externalId={externalId}
      detail={detail}
      title={detail.data?.description ?? t('newExam')}
      words={{ back: t('back'), steps: t('steps.label'), step: (key) => t(`steps.${key}`) }}
      creating={
        <IntroStep
          onCreated={(exam) => navigate(`../${exam.external_id}/editar?etapa=classificacao`, { relative: 'path' })}
        />
      }
    >
      {(exam, slug) => <Step slug={slug} exam={exam} />}
    </WizardFrame>
  );
}
