import type { QuizView } from '@ava/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { QUESTION_BANK_NAMESPACE } from '../question-bank-strings.ts';

export interface QuizDraft {
  title: string;
  description: string;
  questionIds: string[];
}

interface Props {
  /** The quiz edited, or null for a new one. */
  quiz: QuizView | null;
  /** Questions chosen on the questions tab, added to the quiz. */
  selectedIds: string[];
  busy: boolean;
  onClose: () => void;
  onSave: (draft: QuizDraft) => void;
}

/** Title, description and the questions of a quiz: those it has (each can be left out) and the selected ones. */
export function QuizDialog({ quiz, selectedIds, busy, onClose, onSave }: Props) {
  const { t } = useTranslation(QUESTION_BANK_NAMESPACE);
  const id = useId();
  const [title, setTitle] = useState(quiz?.title ?? '');
  const [description, setDescription] = useState(quiz?.description ?? '');
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set(quiz?.questions.map((question) => question.id)));
  const [error, setError] = useState<string | undefined>();
  const added = selectedIds.filter((questionId) => !quiz?.questions.some((question) => question.id === questionId));

  function save() {
    if (title.trim() === '') {
      setError('Esse campo é obrigatório');
      return;
    }
    const existing = quiz?.questions.map((question) => question.id).filter((questionId) => kept.has(questionId)) ?? [];
    onSave({ title, description, questionIds: [...existing, ...added] });
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(quiz ? 'quizzes.editTitle' : 'quizzes.new')}
      footer={
        <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={save}>
          {t('quizzes.save')}
        </button>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-title`} className="font-semibold text-title">
            {t('quizzes.name')}
          </label>
          <input
            id={`${id}-title`}
            className={INPUT}
            value={title}
            maxLength={200}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-title-error` : undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
          {error && (
            <p id={`${id}-title-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-description`} className="font-semibold text-title">
            {t('quizzes.description')}
          </label>
          <textarea
            id={`${id}-description`}
            className={INPUT}
            value={description}
            maxLength={2000}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        {quiz?.questions.map((question, index) => (
          <label key={question.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={kept.has(question.id)}
              onChange={(event) => {
                const next = new Set(kept);
                if (event.target.checked) next.add(question.id);
                else next.delete(question.id);
                setKept(next);
              }}
            />
            {t('quizzes.keep')} {index + 1}
          </label>
        ))}
        <p className="text-sm text-subtitle">
          {added.length > 0 ? t('quizzes.selected', { count: added.length }) : t('quizzes.selectHint')}
        </p>
      </div>
    </Modal>
  );
}
