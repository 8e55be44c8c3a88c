import type { ExamQuestion, ExamResult } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlToPlainText } from '../../../components/rich-text-editor/plain-text.ts';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { alternativeLetter } from '../components/alternative-letter.ts';
import { EXAMS_NAMESPACE } from '../exams-strings.ts';
import { NullifyDialog } from './nullify-dialog.tsx';

interface Props {
  activity: string;
  questions: ExamQuestion[];
  /** Any student's result: every question's nullification reason comes with it. */
  reasons: ExamResult | undefined;
}

const ACTION = 'rounded px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50';

/** The exam's questions with the correct alternative marked, and 'Anular questão' with a reason. */
export function QuestionsPanel({ activity, questions, reasons }: Props) {
  const { t } = useTranslation(EXAMS_NAMESPACE);
  const [nullifying, setNullifying] = useState<{ id: string; number: number } | null>(null);
  const reasonOf = new Map(reasons?.results.map((item) => [item.question_id, item.invalid_reason]) ?? []);

  return (
    <section aria-labelledby="exam-questions" className="flex flex-col gap-3">
      <h2 id="exam-questions" className="text-lg font-bold text-title">
        {t('questions.title')}
      </h2>
      <ol className="flex flex-col gap-3">
        {questions.map((question, index) => {
          const number = index + 1;
          const reason = reasonOf.get(question.id) ?? null;
          return (
            <li key={question.id} className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
              <div className="flex items-start gap-2">
                <h3 className="flex-1 font-semibold text-title">{t('result.question', { number })}</h3>
                {reason === null ? (
                  <button type="button" className={ACTION} onClick={() => setNullifying({ id: question.id, number })}>
                    {t('questions.nullify')}
                  </button>
                ) : (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
                    {t('questions.nullified', { reason })}
                  </span>
                )}
              </div>
              <RichTextView html={question.question_txt} className="text-title" />
              <ul className="flex flex-col gap-1 text-sm">
                {question.alternatives.map((alternative, position) => (
                  <li
                    key={alternative.id}
                    className={alternative.correct_alternative ? 'font-bold text-green-900' : ''}
                  >
                    {alternativeLetter(position)}) {htmlToPlainText(alternative.alternative_txt)}
                    {alternative.correct_alternative && ` (${t('questions.correctAlternative')})`}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      <NullifyDialog activity={activity} question={nullifying} onClose={() => setNullifying(null)} />
    </section>
  );
}
