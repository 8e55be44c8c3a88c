import type { ActivityDetail } from '@ava/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusModal } from '../../../components/overlays/status-modal.tsx';
import { notify } from '../../../lib/toast.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { classroomStudentsOptions } from '../api/classroom-students.ts';
import { basicsFromActivity, firstStepBody } from './basics-form.ts';
import { contentFromActivity, secondStepBody } from './content-form.ts';
import { type ActivityUpdateBody, useActivityUpdate } from './creation-api.ts';
import { FlowHeader } from './flow-header.tsx';
import { type GamesPicker, HomeworkContentStep } from './homework-content-step.tsx';
import { StepBasics } from './step-basics.tsx';
import { StepContent } from './step-content.tsx';
import { StepReview } from './step-review.tsx';
import { StepStudents } from './step-students.tsx';

/**
 * A digital exam keeps the exam it was published with: editing changes its settings, never its
 * exam. A tarefa's challenges change until its students begin (the server then refuses).
 */
const editSteps = (published: ActivityDetail) =>
  ['basics', published.kind === 'homework' ? 'games' : 'content', 'students', 'summary'] as const;

type Detail = ActivityUpdateBody['detail'];

/** Who the students step adds and removes, against those the activity has. */
function studentChanges(assigned: readonly string[], chosen: readonly string[]) {
  return {
    add_students: chosen.filter((id) => !assigned.includes(id)),
    rm_students: assigned.filter((id) => !chosen.includes(id)),
  };
}

/** A save that removes students: it waits for the teacher's yes. */
interface Removal {
  detail: Detail;
  /** How many assigned students leave the activity, losing their answers and grades. */
  leaving: number;
}

/**
 * A published activity, edited through the creation flow's steps. Each step saves through
 * /activity/update, which keeps the answers and scores of the students who stay; removing
 * students, in the students step or by moving the activity to another classroom (the server keeps
 * only those also in it), deletes theirs, so it asks first.
 */
export function EditFlow({ published, gamesPicker }: { published: ActivityDetail; gamesPicker: GamesPicker }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const navigate = useNavigate();
  const [activity, setActivity] = useState(published);
  const [step, setStep] = useState(0);
  const [removing, setRemoving] = useState<Removal | null>(null);
  const client = useQueryClient();
  const update = useActivityUpdate();
  const steps = editSteps(published);
  const stepName = steps[step];
  const back = () => setStep((current) => Math.max(0, current - 1));
  const save = (detail: Detail) =>
    update.mutate(
      { activity: activity.id, detail },
      {
        onSuccess: (saved) => {
          setActivity(saved);
          setStep((current) => current + 1);
        },
        onSettled: () => setRemoving(null),
      },
    );
  /** Saves step one; a move to another classroom first asks when assigned students are not in it. */
  async function saveBasics(detail: Detail) {
    const { classroom } = detail;
    if (classroom === undefined || classroom === activity.classroom.id || activity.students.length === 0) {
      return save(detail);
    }
    // Unknown (the list did not load): every assigned student may leave.
    const staying = await client
      .fetchQuery(classroomStudentsOptions(classroom))
      .then((students) => new Set(students.map((student) => student.id)))
      .catch(() => new Set<string>());
    const leaving = activity.students.filter((id) => !staying.has(id)).length;
    if (leaving > 0) setRemoving({ detail, leaving });
    else save(detail);
  }

  return (
    <div className="flex max-w-3xl flex-col gap-5">
      <FlowHeader title={t('creation.editTitle')} steps={steps} current={step} />
      <section className="rounded-xl bg-white/60 p-1 sm:p-4">
        {stepName === 'basics' && (
          <StepBasics
            initial={basicsFromActivity(activity)}
            kindLocked
            busy={update.isPending}
            onSubmit={(form) => {
              const { activity: _id, activity_type: _kind, ...detail } = firstStepBody(form, activity.id);
              return saveBasics(detail);
            }}
          />
        )}
        {stepName === 'content' && (
          <StepContent
            kind={activity.kind}
            initial={contentFromActivity(activity)}
            busy={update.isPending}
            onBack={back}
            onSubmit={(form) => {
              const { activity: _id, ...detail } = secondStepBody(form, activity.id, activity.kind);
              save(detail);
            }}
          />
        )}
        {stepName === 'games' && (
          <HomeworkContentStep
            activity={activity}
            GamesPicker={gamesPicker}
            saveDetails={(form) => {
              const { activity: _id, ...detail } = secondStepBody(form, activity.id, activity.kind);
              return update.mutateAsync({ activity: activity.id, detail });
            }}
            onBack={back}
            onSaved={(saved) => {
              setActivity(saved);
              setStep((current) => current + 1);
            }}
          />
        )}
        {stepName === 'students' && (
          <StepStudents
            classroomId={activity.classroom.id}
            assigned={activity.students}
            busy={update.isPending}
            onBack={back}
            onSubmit={(chosen) => {
              const changes = studentChanges(activity.students, chosen);
              if (changes.rm_students.length > 0) setRemoving({ detail: changes, leaving: changes.rm_students.length });
              else save(changes);
            }}
          />
        )}
        {stepName === 'summary' && (
          <StepReview
            activity={activity}
            busy={false}
            onBack={back}
            finishLabel={t('creation.finishEdit')}
            onFinish={() => {
              notify({ status: 'success', message: t('creation.saved') });
              navigate('..', { relative: 'path' });
            }}
          />
        )}
      </section>
      {removing && (
        <StatusModal
          open
          status="warning"
          title={t('creation.confirmRemoveStudents.title')}
          message={t('creation.confirmRemoveStudents.description', { count: removing.leaving })}
          cancelLabel={t('creation.confirmRemoveStudents.cancel')}
          confirmLabel={t('creation.confirmRemoveStudents.confirm')}
          danger
          busy={update.isPending}
          onOpenChange={(open) => !open && setRemoving(null)}
          onConfirm={() => save(removing.detail)}
        />
      )}
    </div>
  );
}
