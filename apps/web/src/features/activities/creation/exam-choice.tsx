import { useId, useState } from 'react';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INPUT } from '../../../components/ui/classes.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { describe, Field } from '../components/field.tsx';
import { QueryState } from '../components/query-state.tsx';
import { type ContentForm, MAX_EXAM_MINUTES } from './content-form.ts';
import { usePublishedExams } from './exam-choice-api.ts';

interface Props {
  control: Control<ContentForm>;
  errors: FieldErrors<ContentForm>;
}

/** A digital exam's part of step two: which published exam it applies, and for how many minutes. */
export function ExamChoice({ control, errors }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const id = useId();
  const [search, setSearch] = useState('');
  const exams = usePublishedExams(search.trim());
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-search`} className="font-semibold text-title">
          {t('creation.exam.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={INPUT}
        />
      </div>
      <Controller
        control={control}
        name="exam"
        render={({ field }) => (
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.exam?.message ? `${id}-exam-error` : undefined}
          >
            <legend className="mb-1 font-semibold text-title">{t('creation.exam.label')}</legend>
            <QueryState query={exams}>
              {({ results }) =>
                results.length === 0 ? (
                  <p className="text-subtitle">{t('creation.exam.none')}</p>
                ) : (
                  results.map((exam) => (
                    <label
                      key={exam.id}
                      className="flex cursor-pointer items-start gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 has-checked:border-primary has-checked:bg-light"
                    >
                      <input
                        type="radio"
                        name={`${id}-exam`}
                        className="mt-1"
                        checked={field.value === exam.id}
                        onChange={() => field.onChange(exam.id)}
                      />
                      <span>
                        {exam.description}
                        <span className="block text-sm text-subtitle">
                          {t('creation.exam.questions', { count: exam.questions.total })} · {exam.author.name}
                        </span>
                      </span>
                    </label>
                  ))
                )
              }
            </QueryState>
            {errors.exam?.message && (
              <p id={`${id}-exam-error`} role="alert" className="text-sm text-red-700">
                {errors.exam.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="duration"
        render={({ field }) => (
          <div className="max-w-xs">
            <Field id={`${id}-duration`} label={t('creation.exam.durationLabel')} error={errors.duration?.message}>
              <input
                id={`${id}-duration`}
                type="number"
                min={1}
                max={MAX_EXAM_MINUTES}
                className={INPUT}
                {...field}
                {...describe(`${id}-duration`, errors.duration?.message)}
              />
            </Field>
          </div>
        )}
      />
    </>
  );
}
