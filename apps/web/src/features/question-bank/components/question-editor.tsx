import { QUESTION_LIMITS } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipInput } from '../../../components/inputs/chip-input.tsx';
import { imageUploader } from '../../../components/rich-text-editor/file-upload.ts';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { INPUT, LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { QUESTION_BANK_NAMESPACE } from '../question-bank-strings.ts';
import { correctAfterRemoval, newAlternative, type QuestionForm, questionFormSchema } from '../question-form.ts';
import { MediaField } from './media-field.tsx';

interface Props {
  initial: QuestionForm;
  grades: { id: number; name: string }[];
  busy: boolean;
  onCancel: () => void;
  onSubmit: (form: QuestionForm) => void;
}

const letter = (index: number) => String.fromCharCode(65 + index);

/** The statement (text, image, sound), 2 to 5 alternatives with the correct one, and the classifiers. */
export function QuestionEditor({ initial, grades, busy, onCancel, onSubmit }: Props) {
  const { t } = useTranslation(QUESTION_BANK_NAMESPACE);
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<QuestionForm>({ resolver: zodResolver(questionFormSchema), defaultValues: initial });
  const alternatives = useFieldArray({ control, name: 'alternatives' });
  const statementError = errors.question_txt?.message;
  const alternativesError = errors.alternatives?.message ?? errors.alternatives?.root?.message;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <span className="font-semibold text-title">{t('form.statement')}</span>
        <Controller
          control={control}
          name="question_txt"
          render={({ field }) => (
            <RichTextEditor
              label={t('form.statement')}
              value={field.value}
              onChange={field.onChange}
              uploadImage={imageUploader()}
              invalid={Boolean(statementError)}
              describedBy={statementError ? `${id}-statement-error` : undefined}
              minHeight="8rem"
            />
          )}
        />
        {statementError && (
          <p id={`${id}-statement-error`} role="alert" className="text-sm text-red-700">
            {statementError}
          </p>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Controller
          control={control}
          name="question_img"
          render={({ field }) => (
            <MediaField label={t('form.image')} category="image" value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="question_snd"
          render={({ field }) => (
            <MediaField label={t('form.sound')} category="audio" value={field.value} onChange={field.onChange} />
          )}
        />
      </div>

      <fieldset className="flex flex-col gap-3" aria-describedby={alternativesError ? `${id}-alt-error` : undefined}>
        <legend className="mb-1 font-semibold text-title">{t('form.alternatives')}</legend>
        {alternatives.fields.map((field, index) => (
          <div key={field.id} className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3">
            <div className="flex flex-wrap items-center gap-3">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  className="size-4 accent-primary"
                  aria-label={t('form.correctOf', { letter: letter(index) })}
                  value={String(index)}
                  {...register('correct')}
                />
                {t('form.correct')}
              </label>
              <input
                type="text"
                className={`${INPUT} flex-1`}
                aria-label={t('form.alternative', { letter: letter(index) })}
                {...register(`alternatives.${index}.alternative_txt`)}
              />
              {alternatives.fields.length > QUESTION_LIMITS.minAlternatives && (
                <button
                  type="button"
                  className={LINK_BUTTON}
                  aria-label={t('form.removeAlternative', { letter: letter(index) })}
                  onClick={() => {
                    setValue('correct', correctAfterRemoval(getValues('correct'), index));
                    alternatives.remove(index);
                  }}
                >
                  ×
                </button>
              )}
            </div>
            <div className="grid gap-3 md:grid-cols-2">
              <Controller
                control={control}
                name={`alternatives.${index}.alternative_img`}
                render={({ field: media }) => (
                  <MediaField
                    label={`${t('form.image')} (${letter(index)})`}
                    category="image"
                    value={media.value}
                    onChange={media.onChange}
                  />
                )}
              />
              <Controller
                control={control}
                name={`alternatives.${index}.alternative_snd`}
                render={({ field: media }) => (
                  <MediaField
                    label={`${t('form.sound')} (${letter(index)})`}
                    category="audio"
                    value={media.value}
                    onChange={media.onChange}
                  />
                )}
              />
            </div>
          </div>
        ))}
        <button
          type="button"
          className={`${SECONDARY_BUTTON} self-start`}
          disabled={alternatives.fields.length >= QUESTION_LIMITS.maxAlternatives}
          onClick={() => alternatives.append(newAlternative())}
        >
          {t('form.addAlternative')}
        </button>
        {alternativesError && (
          <p id={`${id}-alt-error`} role="alert" className="text-sm text-red-700">
            {alternativesError}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-grade`} className="font-semibold text-title">
            {t('form.grade')}
          </label>
          <select
            id={`${id}-grade`}
            className={INPUT}
            {...register('grade_id', {
              setValueAs: (value) => (value === '' || value === null ? null : Number(value)),
            })}
          >
            <option value="">{t('form.none')}</option>
            {grades.map((grade) => (
              <option key={grade.id} value={grade.id}>
                {serverText(grade.name)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-subject`} className="font-semibold text-title">
            {t('form.subject')}
          </label>
          <input id={`${id}-subject`} type="text" className={INPUT} {...register('subject')} />
        </div>
      </div>
      <Controller
        control={control}
        name="bncc"
        render={({ field }) => <ChipInput label={t('form.bncc')} value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={control}
        name="keywords"
        render={({ field }) => <ChipInput label={t('form.keywords')} value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={control}
        name="classifications"
        render={({ field }) => (
          <ChipInput
            label={t('form.classifications')}
            hint={t('form.classificationsHint')}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
          {t('form.cancel')}
        </button>
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {t('form.save')}
        </button>
      </div>
    </form>
  );
}
