import type { ExamDetailQuestion } from '@ava/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { EXAM_WIZARD_NAMESPACE } from '../exam-wizard-strings.ts';

export const LETTERS = 'ABCDE';

/** A question with its media and lettered alternatives, the correct one marked. */
export function QuestionSummary({
  question,
  number,
  actions,
}: {
  question: ExamDetailQuestion;
  number: number;
  actions?: ReactNode;
}) {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  return (
    <section
      className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3"
      aria-label={t('questions.number', { number })}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{t('questions.number', { number })}</h3>
        {actions}
      </div>
      <RichTextView html={question.question_txt} />
      {question.question_img && <img src={question.question_img} alt="" className="max-h-40 self-start" />}
      {question.question_snd && (
        // biome-ignore lint/a11y/useMediaCaption: the teacher's own recording has no caption track
        <audio controls src={question.question_snd} />
      )}
      <ol className="flex flex-col gap-1">
        {question.alternatives.map((alternative, index) => (
          <li key={alternative.id} className={alternative.correct_alternative ? 'font-semibold text-green-800' : ''}>
            <span className="flex flex-wrap items-center gap-2">
              {LETTERS[index]})
              <RichTextView html={alternative.alternative_txt} className="inline-block" />
              {alternative.alternative_img && <img src={alternative.alternative_img} alt="" className="max-h-16" />}
              {alternative.alternative_snd && (
                // biome-ignore lint/a11y/useMediaCaption: the teacher's own recording has no caption track
                <audio controls src={alternative.alternative_snd} />
              )}
              {alternative.correct_alternative && <span>{t('questions.correctMark')}</span>}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
