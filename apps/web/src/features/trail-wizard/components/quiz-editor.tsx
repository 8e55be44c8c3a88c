import { TRAIL_QUIZ_ALTERNATIVES_MAX, TRAIL_QUIZ_QUESTIONS_MAX, type TrailQuestionInput } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { INPUT, LINK_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { TRAIL_WIZARD_NAMESPACE } from '../trail-wizard-strings.ts';

const letter = (index: number) => String.fromCharCode(65 + index);
export const emptyQuestion = (): TrailQuestionInput => ({
  text: '',
  alternatives: [
    { text: '', correct: true },
    { text: '', correct: false },
  ],
});

/** A quiz step's questions, each with its alternatives and exactly one marked correct. */
export function QuizEditor({
  value,
  onChange,
}: {
  value: TrailQuestionInput[];
  onChange: (questions: TrailQuestionInput[]) => void;
}) {
  const { t } = useTranslation(TRAIL_WIZARD_NAMESPACE);
  const change = (index: number, question: TrailQuestionInput) =>
    onChange(value.map((current, at) => (at === index ? question : current)));

  return (
    <div className="flex flex-col gap-4">
      {value.map((question, index) => {
        const number = index + 1;
        return (
          <fieldset key={question.question_id ?? `new-${index}`} className="flex flex-col gap-2 rounded-lg border p-3">
            <legend className="font-semibold">{t('items.question', { number })}</legend>
            <label className="flex flex-col gap-1">
              {t('items.questionText', { number })}
              <input
                className={INPUT}
                value={question.text}
                onChange={(event) => change(index, { ...question, text: event.target.value })}
              />
            </label>
            {question.alternatives.map((alternative, at) => (
              <div key={alternative.alternative_id ?? `new-${at}`} className="flex flex-wrap items-center gap-2">
                <label className="flex min-w-0 grow flex-col gap-1">
                  {t('items.alternative', { letter: letter(at), number })}
                  <input
                    className={INPUT}
                    value={alternative.text}
                    onChange={(event) =>
                      change(index, {
                        ...question,
                        alternatives: question.alternatives.map((other, position) =>
                          position === at ? { ...other, text: event.target.value } : other,
                        ),
                      })
                    }
                  />
                </label>
                <label className="flex items-center gap-1">
                  <input
                    type="radio"
                    name={`correct-${index}`}
                    checked={alternative.correct ?? false}
                    onChange={() =>
                      change(index, {
                        ...question,
                        alternatives: question.alternatives.map((other, position) => ({
                          ...other,
                          correct: position === at,
                        })),
                      })
                    }
                  />
                  {t('items.correct')}
                </label>
                {question.alternatives.length > 2 && (
                  <button
                    type="button"
                    className={LINK_BUTTON}
                    onClick={() =>
                      change(index, {
                        ...question,
                        alternatives: question.alternatives.filter((_, position) => position !== at),
                      })
                    }
                  >
                    {t('items.removeAlternative', { letter: letter(at) })}
                  </button>
                )}
              </div>
            ))}
            <div className="flex flex-wrap gap-3">
              {question.alternatives.length < TRAIL_QUIZ_ALTERNATIVES_MAX && (
                <button
                  type="button"
                  className={LINK_BUTTON}
                  onClick={() =>
                    change(index, {
                      ...question,
                      alternatives: [...question.alternatives, { text: '', correct: false }],
                    })
                  }
                >
                  {t('items.addAlternative')}
                </button>
              )}
              {value.length > 1 && (
                <button
                  type="button"
                  className={LINK_BUTTON}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                >
                  {t('items.removeQuestion', { number })}
                </button>
              )}
            </div>
          </fieldset>
        );
      })}
      {value.length < TRAIL_QUIZ_QUESTIONS_MAX && (
        <button
          type="button"
          className={`${SECONDARY_BUTTON} self-start`}
          onClick={() => onChange([...value, emptyQuestion()])}
        >
          {t('items.addQuestion')}
        </button>
      )}
    </div>
  );
}
