import { type ExamQuestion, type ExamResult, formatScore } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { htmlToPlainText } from '../../../components/rich-text-editor/plain-text.ts';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { EXAMS_NAMESPACE } from '../exams-strings.ts';
import { alternativeLetter } from './alternative-letter.ts';

interface Props {
  result: ExamResult;
  questions: ExamQuestion[];
  /** The student reads 'Sua resposta'; the teacher 'Resposta do aluno'. */
  audience: 'student' | 'educator';
  title: string;
}

function alternativeName(question: ExamQuestion | undefined, alternativeId: string): string {
  const index = question?.alternatives.findIndex((alternative) => alternative.id === alternativeId) ?? -1;
  const alternative = question?.alternatives[index];
  return alternative ? `${alternativeLetter(index)}) ${htmlToPlainText(alternative.alternative_txt)}` : '-';
}

/** The score (one decimal, '-' below zero) and, per question, the choice, the correct answer or the nullification. */
export function ExamResultView({ result, questions, audience, title }: Props) {
  const { t } = useTranslation(EXAMS_NAMESPACE);
  const byId = new Map(questions.map((question) => [question.id, question]));
  const order = new Map(questions.map((question, index) => [question.id, index]));
  const items = [...result.results].sort((a, b) => (order.get(a.question_id) ?? 0) - (order.get(b.question_id) ?? 0));
  return (
    <section aria-label={title} className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex items-baseline gap-4">
        <h2 className="flex-1 text-xl font-bold text-title">{title}</h2>
        <p className="text-lg text-title">
          {t('result.score')}: <strong data-testid="exam-score">{formatScore(result.score)}</strong>
        </p>
      </div>
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => {
          const question = byId.get(item.question_id);
          const chosen = item.chosen_alternative_id === 0 ? null : item.chosen_alternative_id;
          // 'unfinished' (nothing chosen) hides the correct answer in the result; the finished exam's questions carry it.
          const correct =
            item.correct_answer === 'unfinished'
              ? question?.alternatives.find((alternative) => alternative.correct_alternative)?.id
              : item.correct_answer;
          const right = chosen !== null && chosen === correct;
          return (
            <li key={item.question_id} className="flex flex-col gap-1 rounded-lg border border-gray-200 p-3">
              <div className="flex items-center gap-2">
                <h3 className="flex-1 font-semibold text-title">{t('result.question', { number: index + 1 })}</h3>
                {item.invalid_reason === null && (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${right ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}`}
                  >
                    {right ? t('result.correct') : t('result.wrong')}
                  </span>
                )}
              </div>
              {/* The question is what the student reads first; the answers follow, smaller. */}
              {question && <RichTextView html={question.question_txt} className="text-title" />}
              <div className="flex flex-col gap-0.5 text-sm text-subtitle">
                <p>
                  {audience === 'student' ? t('result.yourAnswer') : t('result.studentAnswer')}:{' '}
                  {chosen === null ? t('result.noAnswer') : alternativeName(question, chosen)}
                </p>
                {correct && (
                  <p>
                    {t('result.correctAnswer')}: {alternativeName(question, correct)}
                  </p>
                )}
                {item.invalid_reason !== null && (
                  <p className="font-semibold text-amber-900">
                    {t('result.nullified', { reason: item.invalid_reason })}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
