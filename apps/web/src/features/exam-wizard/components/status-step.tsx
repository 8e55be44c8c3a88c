import { EXAM_STATUS, EXAM_STATUS_LABELS, type ExamDetail, type ExamStatus } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { useWizardStep, wizardSteps } from '../api/wizard-steps.ts';
import { EXAM_WIZARD_NAMESPACE } from '../exam-wizard-strings.ts';
import { StepFeedback } from './step-feedback.tsx';

/** The changes offered, each hidden while the exam already has that status. */
const CHANGES: [ExamStatus, string, string][] = [
  [EXAM_STATUS.active, 'status.publish', PRIMARY_BUTTON],
  [EXAM_STATUS.draft, 'status.draft', SECONDARY_BUTTON],
  [EXAM_STATUS.archived, 'status.archive', SECONDARY_BUTTON],
];

/** Status: publish (the server checks the questions), back to draft, or archive. */
export function StatusStep({ exam }: { exam: ExamDetail }) {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  const change = useWizardStep(wizardSteps.status);
  const status = exam.status as ExamStatus;
  const to = (next: ExamStatus) => change.mutate([exam.external_id, next]);

  return (
    <div className="flex max-w-3xl flex-col gap-3">
      <p>{t('status.current', { status: EXAM_STATUS_LABELS[status] })}</p>
      {status === EXAM_STATUS.active && <p role="status">{t('status.published')}</p>}
      <StepFeedback error={change.error} saved={false} />
      <div className="flex flex-wrap gap-2">
        {CHANGES.filter(([target]) => target !== status).map(([target, key, look]) => (
          <button key={target} type="button" className={look} disabled={change.isPending} onClick={() => to(target)}>
            {t(key)}
          </button>
        ))}
      </div>
    </div>
  );
}
