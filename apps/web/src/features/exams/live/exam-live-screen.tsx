import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusModal } from '../../../components/overlays/status-modal.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { notify } from '../../../lib/toast.ts';
import { useExamSummary, usePauseExam, useRemakeExam } from '../api/exam-live.ts';
import { useExamQuestions, useExamResult } from '../api/exam-taking.ts';
import { ExamResultView } from '../components/exam-result.tsx';
import { EXAMS_NAMESPACE } from '../exams-strings.ts';
import { QuestionsPanel } from './questions-panel.tsx';
import { StudentsTable } from './students-table.tsx';

/**
 * The teacher's view of a digital exam while it runs and after: every student's progress (asked
 * again every few seconds), pause and resume, remake, score edits, each student's answers, and the
 * questions with their nullification.
 */
export function ExamLiveScreen({ activityId }: { activityId: string }) {
  const { t } = useTranslation(EXAMS_NAMESPACE);
  const summary = useExamSummary(activityId);
  const questions = useExamQuestions(activityId);
  const pause = usePauseExam(activityId);
  const remake = useRemakeExam(activityId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmingRemake, setConfirmingRemake] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const students = summary.data?.students ?? [];
  // Every question's nullification comes with any student's result.
  const reasons = useExamResult(activityId, students[0]?.student_id ?? null);
  const viewed = useExamResult(activityId, viewing);

  function select(ids: string[], on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  const chosen = students.filter((student) => selected.has(student.student_id));

  return (
    <QueryState query={summary}>
      {(data) => (
        <div className="flex flex-col gap-4">
          <section aria-labelledby="exam-live" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="exam-live" className="flex-1 text-lg font-bold text-title">
                {t('live.title')}
              </h2>
              <button
                type="button"
                disabled={chosen.length === 0 || remake.isPending}
                onClick={() => setConfirmingRemake(true)}
                className={SECONDARY_BUTTON}
              >
                {chosen.length === 0 ? t('live.remake') : t('live.remakeSelected', { count: chosen.length })}
              </button>
              <button
                type="button"
                disabled={pause.isPending}
                onClick={() =>
                  pause.mutate(!data.paused, {
                    onSuccess: () =>
                      notify({
                        status: 'success',
                        message: data.paused ? t('live.resumedDone') : t('live.pausedDone'),
                      }),
                  })
                }
                className={data.paused ? PRIMARY_BUTTON : DANGER_BUTTON}
              >
                {data.paused ? t('live.resume') : t('live.pause')}
              </button>
            </div>
            {data.paused && (
              <p role="status" className="rounded-xl bg-amber-50 p-3 font-semibold text-amber-900">
                {t('live.paused')}
              </p>
            )}
            <StudentsTable
              activity={activityId}
              students={data.students}
              totalQuestions={data.total_questions}
              selected={selected}
              onSelect={select}
              editing={editing}
              onEdit={setEditing}
              viewing={viewing}
              onView={setViewing}
            />
          </section>
          {viewing && viewed.data && (
            <ExamResultView
              result={viewed.data}
              questions={questions.data ?? []}
              audience="educator"
              title={students.find((student) => student.student_id === viewing)?.name ?? ''}
            />
          )}
          {questions.data && <QuestionsPanel activity={activityId} questions={questions.data} reasons={reasons.data} />}
          <StatusModal
            open={confirmingRemake}
            onOpenChange={setConfirmingRemake}
            status="warning"
            title={t('live.confirmRemake.title')}
            message={t('live.confirmRemake.description', {
              names: chosen.map((student) => student.name).join(', '),
            })}
            cancelLabel={t('live.confirmRemake.cancel')}
            confirmLabel={t('live.confirmRemake.confirm')}
            danger
            busy={remake.isPending}
            onConfirm={() =>
              remake.mutate(
                chosen.map((student) => student.student_id),
                {
                  onSuccess: () => {
                    notify({ status: 'success', message: t('live.remade') });
                    setSelected(new Set());
                    setConfirmingRemake(false);
                  },
                },
              )
            }
          />
        </div>
      )}
    </QueryState>
  );
}
