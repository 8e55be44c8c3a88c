import type { ActivityDetail } from '@ava/contracts';
import { QueryState } from '../components/query-state.tsx';
import { contentFromActivity, secondStepBody } from './content-form.ts';
import { useCreationStep } from './creation-api.ts';
import { useAttachExam, useAttachedExams } from './exam-choice-api.ts';
import { StepContent } from './step-content.tsx';

interface Props {
  activity: ActivityDetail;
  onBack: () => void;
  onSaved: (saved: ActivityDetail) => void;
}

/**
 * A digital exam's step two: the details, the exam it applies with its duration, and the exam's
 * settings. The exam already chosen loads first, so the form starts from it; saving sends the
 * second step, then the exam (one per activity: a different one replaces it).
 */
export function ExamContentStep({ activity, onBack, onSaved }: Props) {
  const attached = useAttachedExams(activity.id);
  const second = useCreationStep('second_step');
  const attach = useAttachExam(activity.id);
  return (
    <QueryState query={attached}>
      {({ exams: [current] }) => (
        <StepContent
          kind={activity.kind}
          choosesExam
          initial={contentFromActivity(activity, current)}
          busy={second.isPending || attach.isPending}
          onBack={onBack}
          onSubmit={(form) =>
            second.mutate(
              { kind: activity.kind, body: secondStepBody(form, activity.id, activity.kind) },
              {
                onSuccess: (saved) =>
                  attach.mutate(
                    {
                      activity: activity.id,
                      rm_exams: current && current.exam_id !== form.exam ? [current.exam_id] : [],
                      add_exams: [{ exam_id: form.exam, duration: Number(form.duration) }],
                    },
                    { onSuccess: () => onSaved(saved) },
                  ),
              },
            )
          }
        />
      )}
    </QueryState>
  );
}
