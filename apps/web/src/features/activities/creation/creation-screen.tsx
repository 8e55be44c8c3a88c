import type { ActivityDetail, ActivityKind } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../lib/toast.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { hasScreen } from '../activity-kinds.ts';
import { useActivityDetail } from '../api/activity-detail.ts';
import { QueryState } from '../components/query-state.tsx';
import { basicsFromActivity, emptyBasics, firstStepBody } from './basics-form.ts';
import { contentFromActivity, secondStepBody } from './content-form.ts';
import { useCreationStep } from './creation-api.ts';
import { EditFlow } from './edit-flow.tsx';
import { ExamContentStep } from './exam-content-step.tsx';
import { FlowHeader } from './flow-header.tsx';
import { type GamesPicker, HomeworkContentStep } from './homework-content-step.tsx';
import { StepBasics } from './step-basics.tsx';
import { StepContent } from './step-content.tsx';
import { StepReview } from './step-review.tsx';
import { StepStudents } from './step-students.tsx';

const STEPS = ['basics', 'content', 'students', 'review'] as const;
/**
 * The second step of a digital exam is its exam (the details, the exam applied and its settings),
 * a tarefa's its challenges (the details and the challenges chosen in the library).
 */
const stepsOf = (kind: ActivityKind | undefined) => {
  const second = kind === 'digital_exam' ? 'exam' : kind === 'homework' ? 'games' : 'content';
  return ['basics', second, 'students', 'review'] as const;
};

/** The step after the last one the server saved (`creation_step`, 1 to 3 for a draft). */
const resumeStep = (draft: ActivityDetail) => Math.min(draft.creation_step, STEPS.length - 1);

/**
 * The activity named by ?atividade=: a draft resumes at the step after the last one saved, a
 * published activity is edited; without one, a new draft, whose id the address takes as soon as
 * the first step saves it, so a reload resumes it rather than starting another.
 */
export function CreationScreen({ gamesPicker }: { gamesPicker: GamesPicker }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const [params] = useSearchParams();
  const activityId = params.get('atividade');
  const named = useActivityDetail(activityId ?? '');
  if (!activityId) return <CreationFlow gamesPicker={gamesPicker} />;
  return (
    <QueryState query={named}>
      {(activity) => {
        // Homework, tasks and trails are authored with the challenges and trails they apply.
        if (!hasScreen(activity.kind)) return <p className="text-subtitle">{t('creation.notEditableHere')}</p>;
        return activity.published ? (
          <EditFlow published={activity} gamesPicker={gamesPicker} />
        ) : (
          <CreationFlow draft={activity} gamesPicker={gamesPicker} />
        );
      }}
    </QueryState>
  );
}

/** The four-step creation flow of forums, essays, works, handmade activities, digital exams and tarefas. */
function CreationFlow({ draft, gamesPicker }: { draft?: ActivityDetail; gamesPicker: GamesPicker }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const [activity, setActivity] = useState<ActivityDetail | undefined>(draft);
  const [step, setStep] = useState(draft ? resumeStep(draft) : 0);
  const steps = stepsOf(activity?.kind);
  const stepName = steps[step];
  const first = useCreationStep('first_step');
  const second = useCreationStep('second_step');
  const third = useCreationStep('third_step');
  const fourth = useCreationStep('fourth_step');
  const created = (saved: ActivityDetail) => {
    if (activity) return advance(saved);
    // The address now names the draft: the screen opens it again, at the next step.
    setParams({ atividade: saved.id }, { replace: true });
  };
  const advance = (saved: ActivityDetail) => {
    setActivity(saved);
    setStep((current) => current + 1);
  };
  const back = () => setStep((current) => Math.max(0, current - 1));

  return (
    <div className="flex max-w-3xl flex-col gap-5">
      <FlowHeader
        title={t('creation.title')}
        steps={steps}
        current={step}
        onLeave={activity && (() => notify({ status: 'success', message: t('creation.draftSaved') }))}
      />
      <section className="rounded-xl bg-white/60 p-1 sm:p-4">
        {stepName === 'basics' && (
          <StepBasics
            initial={activity ? basicsFromActivity(activity) : emptyBasics()}
            kindLocked={activity !== undefined}
            busy={first.isPending}
            onSubmit={(form) =>
              first.mutate({ kind: form.kind, body: firstStepBody(form, activity?.id) }, { onSuccess: created })
            }
          />
        )}
        {stepName === 'content' && activity && (
          <StepContent
            kind={activity.kind}
            initial={contentFromActivity(activity)}
            busy={second.isPending}
            onBack={back}
            onSubmit={(form) =>
              second.mutate(
                { kind: activity.kind, body: secondStepBody(form, activity.id, activity.kind) },
                { onSuccess: advance },
              )
            }
          />
        )}
        {stepName === 'exam' && activity && <ExamContentStep activity={activity} onBack={back} onSaved={advance} />}
        {stepName === 'games' && activity && (
          <HomeworkContentStep
            activity={activity}
            GamesPicker={gamesPicker}
            saveDetails={(form) =>
              second.mutateAsync({ kind: activity.kind, body: secondStepBody(form, activity.id, activity.kind) })
            }
            onBack={back}
            onSaved={advance}
          />
        )}
        {stepName === 'students' && activity && (
          <StepStudents
            classroomId={activity.classroom.id}
            assigned={activity.students}
            busy={third.isPending}
            onBack={back}
            onSubmit={(students) =>
              third.mutate({ kind: activity.kind, body: { activity: activity.id, students } }, { onSuccess: advance })
            }
          />
        )}
        {stepName === 'review' && activity && (
          <StepReview
            activity={activity}
            busy={fourth.isPending}
            onBack={back}
            finishLabel={t('creation.publish')}
            onFinish={() =>
              fourth.mutate(
                { kind: activity.kind, body: { activity: activity.id, publish: true } },
                {
                  onSuccess: () => {
                    notify({ status: 'success', message: t('creation.published') });
                    navigate('..', { relative: 'path' });
                  },
                },
              )
            }
          />
        )}
      </section>
    </div>
  );
}
