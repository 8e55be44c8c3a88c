import { SECRET_QUESTIONS, SECRET_QUESTIONS_REQUIRED } from '@ava/contracts';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/inputs/text-input.tsx';
import { INPUT } from '../../../components/ui/classes.ts';
import { ACCOUNTS_NAMESPACE } from '../accounts-strings.ts';

export interface AnswersValues {
  answers: { question_id: number; answer: string }[];
}

export const EMPTY_ANSWERS: AnswersValues['answers'] = Array.from({ length: SECRET_QUESTIONS_REQUIRED }, () => ({
  question_id: Number.NaN,
  answer: '',
}));

interface Props {
  // biome-ignore lint/suspicious/noExplicitAny: shared by forms whose other fields differ.
  register: UseFormRegister<any>;
  errors: FieldErrors<AnswersValues>;
}

/** A question picked from the list and its answer, once per required question. */
export function SecretAnswerFields({ register, errors }: Props) {
  const { t } = useTranslation(ACCOUNTS_NAMESPACE);
  const id = useId();
  const listError = errors.answers?.root?.message ?? errors.answers?.message;
  return (
    <fieldset className="flex flex-col gap-4">
      {EMPTY_ANSWERS.map((_, index) => {
        const number = index + 1;
        const questionError = errors.answers?.[index]?.question_id ? t('common.required') : undefined;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed.
          <div key={index} className="flex flex-col gap-2">
            <label htmlFor={`${id}-${index}`} className="font-semibold text-title">
              {t('recovery.question', { number })}
            </label>
            <select
              id={`${id}-${index}`}
              defaultValue=""
              aria-invalid={questionError ? true : undefined}
              className={INPUT}
              {...register(`answers.${index}.question_id`, { valueAsNumber: true })}
            >
              <option value="" disabled>
                {t('recovery.choose')}
              </option>
              {SECRET_QUESTIONS.map((question) => (
                <option key={question.id} value={question.id}>
                  {question.question}
                </option>
              ))}
            </select>
            {questionError && <p className="text-sm text-red-700">{questionError}</p>}
            <TextInput
              label={t('recovery.answer', { number })}
              autoComplete="off"
              error={errors.answers?.[index]?.answer?.message}
              {...register(`answers.${index}.answer`)}
            />
          </div>
        );
      })}
      {listError && (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
