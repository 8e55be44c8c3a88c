import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmation } from '../../../components/overlays/delete-confirmation.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { LINK_BUTTON, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteQuiz, useQuiz, useQuizzes, useSaveQuiz } from '../api/quizzes.ts';
import { QUESTION_BANK_NAMESPACE } from '../question-bank-strings.ts';
import { QuizDialog, type QuizDraft } from './quiz-dialog.tsx';

/** The educator's quizzes: create from the selected questions, edit, delete (with the spec's texts). */
export function QuizzesPanel({ selectedIds }: { selectedIds: string[] }) {
  const { t } = useTranslation(QUESTION_BANK_NAMESPACE);
  const quizzes = useQuizzes();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const quiz = useQuiz(editing && editing !== 'new' ? editing : null);
  const save = useSaveQuiz();
  const remove = useDeleteQuiz();

  function onSave(draft: QuizDraft) {
    save.mutate(
      {
        ...(editing && editing !== 'new' ? { id: editing } : {}),
        title: draft.title,
        description: draft.description,
        questions: draft.questionIds.map((id) => ({ id })),
      },
      {
        onSuccess: (answer) => {
          notify({ status: 'success', message: answer.message });
          setEditing(null);
        },
        onError: (error) => notify({ status: 'error', message: error.message }),
      },
    );
  }

  return (
    <section className="flex flex-col gap-4">
      <button type="button" className={`${PRIMARY_BUTTON} self-start`} onClick={() => setEditing('new')}>
        {t('quizzes.new')}
      </button>
      {quizzes.isPending && <Skeleton rows={3} />}
      {quizzes.data?.results.length === 0 && <p>{t('quizzes.empty')}</p>}
      <ul className="flex flex-col gap-2">
        {quizzes.data?.results.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-4 rounded-xl bg-white p-4 shadow-sm">
            <div className="flex-1">
              <p className="font-semibold text-title">{item.title}</p>
              <p className="text-sm text-subtitle">{t('quizzes.count', { count: item.questions_count })}</p>
            </div>
            <button type="button" className={LINK_BUTTON} onClick={() => setEditing(item.id)}>
              {t('quizzes.edit')}
            </button>
            <button type="button" className={LINK_BUTTON} onClick={() => setDeleting(item.id)}>
              {t('quizzes.delete')}
            </button>
          </li>
        ))}
      </ul>
      {(editing === 'new' || quiz.data) && (
        <QuizDialog
          key={editing ?? ''}
          quiz={editing === 'new' ? null : (quiz.data ?? null)}
          selectedIds={selectedIds}
          busy={save.isPending}
          onClose={() => setEditing(null)}
          onSave={onSave}
        />
      )}
      <DeleteConfirmation
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        name={quizzes.data?.results.find((item) => item.id === deleting)?.title}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: (answer) => {
              notify({ status: 'success', message: answer.message });
              setDeleting(null);
            },
          })
        }
      />
    </section>
  );
}
