import type { TrailPlayerItem, TrailQuizAnswer } from '@ava/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { TRAIL_PLAYER_NAMESPACE } from '../trail-player-strings.ts';

interface Props {
  item: TrailPlayerItem;
  answers: TrailQuizAnswer[];
  disabled: boolean;
  onAnswer: (questionId: string, alternativeId: string) => Promise<unknown>;
}

/** A quiz step, one question at a time: each answer is saved and told right or wrong. */
export function QuizStep({ item, answers, disabled, onAnswer }: Props) {
  const { t } = useTranslation(TRAIL_PLAYER_NAMESPACE);
  const answered = new Map(answers.filter((a) => a.item_id === item.id).map((a) => [a.question_id, a]));
  // Resumes at the first question without an answer.
  const firstOpen = item.questions.findIndex((question) => !answered.has(question.question_id));
  const [index, setIndex] = useState(firstOpen === -1 ? 0 : firstOpen);
  const [choice, setChoice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const name = useId();
  const question = item.questions[index];
  if (!question) return null;
  const saved = answered.get(question.question_id);

  async function answer() {
    if (!question || choice === null) return;
    setSending(true);
    try {
      await onAnswer(question.question_id, choice);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void answer();
      }}
    >
      <fieldset className="flex flex-col gap-2" disabled={disabled || sending || saved !== undefined}>
        <legend className="mb-2 font-semibold text-title">
          <span className="block text-sm font-normal text-subtitle">
            {t('quiz.question', { position: index + 1, total: item.questions.length })}
          </span>
          {question.text}
        </legend>
        {question.alternatives.map((alternative) => (
          <label
            key={alternative.alternative_id}
            className="flex items-center gap-2 rounded-lg border border-light p-3"
          >
            <input
              type="radio"
              name={name}
              value={alternative.alternative_id}
              checked={(saved?.alternative_id ?? choice) === alternative.alternative_id}
              onChange={() => setChoice(alternative.alternative_id)}
            />
            <span className="break-words">{alternative.text}</span>
          </label>
        ))}
      </fieldset>
      {saved ? (
        <p role="status" className={saved.correct ? 'text-green-800' : 'text-red-800'}>
          {saved.correct ? t('quiz.right') : t('quiz.wrong')}
        </p>
      ) : (
        <button
          type="submit"
          className={`${PRIMARY_BUTTON} self-start`}
          disabled={disabled || sending || choice === null}
        >
          {t('quiz.answer')}
        </button>
      )}
      {saved && index < item.questions.length - 1 && (
        <button
          type="button"
          className={`${SECONDARY_BUTTON} self-start`}
          onClick={() => {
            setIndex(index + 1);
            setChoice(null);
          }}
        >
          {t('quiz.next')}
        </button>
      )}
    </form>
  );
}
