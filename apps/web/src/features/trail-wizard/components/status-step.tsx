import { EXAM_STATUS, type ExamStatus, TRAIL_STATUS_LABELS, type TrailDetail } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { trailSteps, useTrailStep } from '../api/trail-steps.ts';
import { TRAIL_WIZARD_NAMESPACE } from '../trail-wizard-strings.ts';
import { StepFeedback } from './step-feedback.tsx';

/** The changes offered, each hidden while the trail already has that status. */
const CHANGES: [ExamStatus, string, string][] = [
  [EXAM_STATUS.active, 'status.publish', PRIMARY_BUTTON],
  [EXAM_STATUS.draft, 'status.draft', SECONDARY_BUTTON],
  [EXAM_STATUS.archived, 'status.archive', SECONDARY_BUTTON],
];

/** Status: publish (the server wants a step first), back to draft, or archive. */
export function StatusStep({ trail }: { trail: TrailDetail }) {
  const { t } = useTranslation(TRAIL_WIZARD_NAMESPACE);
  const change = useTrailStep(trailSteps.status);
  const status = trail.status as ExamStatus;

  return (
    <div className="flex max-w-3xl flex-col gap-3">
      <p>{t('status.current', { status: TRAIL_STATUS_LABELS[status] })}</p>
      {status === EXAM_STATUS.active && <p role="status">{t('status.published')}</p>}
      <StepFeedback error={change.error} saved={false} />
      <div className="flex flex-wrap gap-2">
        {CHANGES.filter(([target]) => target !== status).map(([target, key, look]) => (
          <button
            key={target}
            type="button"
            className={look}
            disabled={change.isPending}
            onClick={() => change.mutate([trail.external_id, target])}
          >
            {t(key)}
          </button>
        ))}
      </div>
    </div>
  );
}
