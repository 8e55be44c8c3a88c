import type { ExamQuestion } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { EXAMS_NAMESPACE } from '../exams-strings.ts';

interface Props {
  questions: ExamQuestion[];
  current: number;
  isAnswered: (question: ExamQuestion) => boolean;
  isPending: (question: ExamQuestion) => boolean;
  onGo: (index: number) => void;
}

/** The numbers of the questions, each marked answered or pending; the current one is highlighted. */
export function QuestionNav({ questions, current, isAnswered, isPending, onGo }: Props) {
  const { t } = useTranslation(EXAMS_NAMESPACE);
  return (
    <nav aria-label={t('player.questions')}>
      <ol className="flex flex-wrap gap-2">
        {questions.map((question, index) => {
          const number = index + 1;
          const pending = isPending(question);
          const answered = isAnswered(question);
          const label = pending
            ? t('player.questionPending', { number })
            : answered
              ? t('player.questionAnswered', { number })
              : t('player.questionLabel', { number });
          const look = pending
            ? 'border-amber-500 bg-amber-100 text-amber-900'
            : answered
              ? 'border-primary bg-primary text-on-primary'
              : 'border-gray-300 bg-white text-title';
          return (
            <li key={question.id}>
              <button
                type="button"
                aria-label={label}
                aria-current={index === current ? 'step' : undefined}
                onClick={() => onGo(index)}
                className={`grid size-10 place-items-center rounded-full border-2 font-semibold ${look} ${index === current ? 'ring-2 ring-dark ring-offset-2' : ''}`}
              >
                {number}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
