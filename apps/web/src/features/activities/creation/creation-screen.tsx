import type { ActivityCreationDraft, ActivityDetail, ActivityKind, Draft } from '@ava/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PlatformContext } from '../../../lib/platform.ts';
import { notify } from '../../../lib/toast.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { hasActivityScreen } from '../activity-kinds.ts';
import { useActivityDetail } from '../api/activity-detail.ts';
import { deleteCreationDraft, useCreationDraft } from '../api/creation-draft.ts';
import { QueryState } from '../components/query-state.tsx';
import { basicsFromActivity, emptyBasics, firstStepBody } from './basics-form.ts';
import { contentFromActivity, secondStepBody } from './content-form.ts';
import { useCreationStep } from './creation-api.ts';
import { DraftPrompt } from './draft-prompt.tsx';
import { withDraftValues } from './draft-values.ts';
import { EditFlow } from './edit-flow.tsx';
import { ExamContentStep } from './exam-content-step.tsx';
import { FlowHeader } from './flow-header.tsx';
import { type GamesPicker, HomeworkContentStep } from './homework-content-step.tsx';
import { StepBasics } from './step-basics.tsx';
import { StepContent } from './step-content.tsx';
import { StepReview } from './step-review.tsx';
import { StepStudents } from './step-students.tsx';
import { TrailContentStep } from './trail-content-step.tsx';
import { type DraftValues, useDraftTracking } from './use-draft-tracking.ts';

const STEPS = ['basics', 'content', 'students', 'review'] as const;
const SECOND_STEPS: Partial<Record<ActivityKind, 'exam' | 'games' | 'trail'>> = {
  digital_exam: 'exam',
  homework: 'games',
  trail: 'trail',
};
/**
 * The second step of a digital exam is its exam (the details, the exam applied and its settings),
 * a tarefa's its challenges (the details and the challenges chosen in the library), a trilha's
 * its trail (the details and the published trail it applies).
 */
const stepsOf = (kind: ActivityKind | undefined) => {
  const second = (kind && SECOND_STEPS[kind]) ?? 'content';
  return ['basics', second, 'students', 'review'] as const;
};

/** The step after the last one the server saved (`creation_step`, 1 to 3 for a draft). */
const resumeStep = (draft: ActivityDetail) => Math.min(draft.creation_step, STEPS.length - 1);

/**
 * Where the platform keeps drafts (activityDraft), the creation the teacher left unfinished is
 * read first: the flow offers to continue it, and keeps the form in progress as the teacher types.
 */
export function CreationScreen({ gamesPicker }: { gamesPicker: GamesPicker }) {
  const drafts = use(PlatformContext)?.theme.features.activityDraft === true;
  const kept = useCreationDraft(drafts);
  if (!drafts) return <CreationEntry gamesPicker={gamesPicker} />;
  return <QueryState query={kept}>{(draft) => <CreationEntry gamesPicker={gamesPicker} kept={draft} />}</QueryState>;
}

/**
 * The activity named by ?atividade=: a draft resumes at the step after the last one saved, a
 * published activity is edited; without one, a new draft, whose id the address takes as soon as
 * the first step saves it, so a reload resumes it rather than starting another. A kept draft
 * (`kept`, undefined where drafts are off) brings back what was typed in its step.
 */
function CreationEntry({ gamesPicker, kept }: { gamesPicker: GamesPicker; kept?: Draft | null }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const activityId = params.get('atividade');
  const named = useActivityDetail(activityId ?? '');
  // Undecided while a kept draft is offered; then the draft continued without an activity, or none.
  const [choice, setChoice] = useState<'offered' | { restored?: ActivityCreationDraft }>('offered');
  const tracking = kept !== undefined;
  if (!activityId) {
    const offered = choice === 'offered' && kept ? kept : null;
    const restored = choice === 'offered' ? undefined : choice.restored;
    const prompt = offered && (
      <DraftPrompt
        draft={offered}
        onContinue={() => {
          const { payload } = offered;
          if (payload.activity) setParams({ atividade: payload.activity }, { replace: true });
          setChoice({ restored: payload });
        }}
        onDiscard={() => {
          setChoice({});
          void deleteCreationDraft(client).catch(() => undefined);
        }}
      />
    );
    return (
      <CreationFlow
        key={restored ? 'restored' : 'new'}
        gamesPicker={gamesPicker}
        tracking={tracking && !offered}
        restored={restored}
        notice={prompt}
      />
    );
  }
  const restored = kept?.payload.activity === activityId ? kept.payload : undefined;
  return (
    <QueryState query={named}>
      {(activity) => {
        // Tasks (tarefas of the external service) are not authored here.
        if (!hasActivityScreen(activity.kind)) return <p className="text-subtitle">{t('creation.notEditableHere')}</p>;
        return activity.published ? (
          <EditFlow published={activity} gamesPicker={gamesPicker} />
        ) : (
          <CreationFlow draft={activity} gamesPicker={gamesPicker} tracking={tracking} restored={restored} />
        );
      }}
    </QueryState>
  );
}

interface FlowProps {
  draft?: ActivityDetail;
  gamesPicker: GamesPicker;
  /** Whether the form in progress is kept as the teacher's draft. */
  tracking: boolean;
  /** The kept draft continued: its step opens with what was typed there. */
  restored?: ActivityCreationDraft | undefined;
  /** Shown above the steps (the kept draft's offer). */
  notice?: ReactNode;
}

/** The four-step creation flow of forums, essays, works, handmade activities, digital exams and tarefas. */
function CreationFlow({ draft, gamesPicker, tracking, restored, notice }: FlowProps) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const [activity, setActivity] = useState<ActivityDetail | undefined>(draft);
  const [step, setStep] = useState(draft ? (restored?.step ?? resumeStep(draft)) : 0);
  // What the kept draft typed applies to the step it was typed in, until that step is saved.
  const [typed, setTyped] = useState(restored);
  const typedHere = typed?.step === step ? typed.values : undefined;
  const draftKeeper = useDraftTracking(tracking);
  const keep = (title: string) => (values: DraftValues) =>
    draftKeeper.track({
      activity: activity?.id ?? null,
      title: typeof values.title === 'string' ? values.title : title,
      step,
      values,
    });
  const steps = stepsOf(activity?.kind);
  const stepName = steps[step];
  const first = useCreationStep('first_step');
  const second = useCreationStep('second_step');
  const third = useCreationStep('third_step');
  const fourth = useCreationStep('fourth_step');
  const created = (saved: ActivityDetail) => {
    if (activity) return advance(saved);
    // Kept as this activity's from now on, so continuing it never makes a second one.
    draftKeeper.track({ activity: saved.id, title: saved.title, step: 1, values: {} });
    // The address now names the draft: the screen opens it again, at the next step.
    setParams({ atividade: saved.id }, { replace: true });
  };
  const advance = (saved: ActivityDetail) => {
    setActivity(saved);
    setTyped(undefined);
    setStep((current) => current + 1);
    draftKeeper.track({ activity: saved.id, title: saved.title, step: step + 1, values: {} });
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
      {notice}
      <section className="rounded-xl bg-white/60 p-1 sm:p-4">
        {stepName === 'basics' && (
          <StepBasics
            initial={withDraftValues(activity ? basicsFromActivity(activity) : emptyBasics(), typedHere)}
            kindLocked={activity !== undefined}
            busy={first.isPending}
            onChange={keep(activity?.title ?? '')}
            onSubmit={(form) =>
              first.mutate({ kind: form.kind, body: firstStepBody(form, activity?.id) }, { onSuccess: created })
            }
          />
        )}
        {stepName === 'content' && activity && (
          <StepContent
            kind={activity.kind}
            initial={withDraftValues(contentFromActivity(activity), typedHere)}
            busy={second.isPending}
            onChange={keep(activity.title)}
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
        {stepName === 'trail' && activity && (
          <TrailContentStep
            activity={activity}
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
                    void draftKeeper.discard();
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
