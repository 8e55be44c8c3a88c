import { factoryStepFourSchema } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ChipInput } from '../../../components/inputs/chip-input.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { INPUT, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { factorySteps, useFactoryStep } from '../api/factory.ts';
import { useGameFilters } from '../api/game-catalogue.ts';
import { CHALLENGES_NAMESPACE } from '../challenges-strings.ts';
import { BnccPicker } from './bncc-picker.tsx';
import { FieldError, firstMessage, portugueseIssues } from './form-messages.tsx';
import { StepError } from './step-error.tsx';
import type { StepProps } from './wizard-steps.ts';

const { classification, keywords, tags, pcd_sign, pcd_voice } = factoryStepFourSchema.shape;
const classificationSchema = z.object({
  grade_ids: classification.shape.grade_ids,
  subject: classification.shape.subject,
  bncc: z.record(z.string(), z.string()),
  keywords,
  tags,
  pcd_sign,
  pcd_voice,
});

/** 'Classificação': grades, subject, BNCC skills, keywords, tags and the accessibility it offers. */
export function ClassificationStep({ draft, isUpdate, onSaved }: StepProps) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const id = useId();
  const filters = useGameFilters();
  const save = useFactoryStep(factorySteps.classification);
  const resolver = useMemo(() => zodResolver(classificationSchema, { error: portugueseIssues(t) }), [t]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: {
      grade_ids: draft.classification.grade_ids,
      subject: draft.classification.subject ?? '',
      bncc: draft.bncc,
      keywords: draft.keywords,
      tags: draft.tags,
      pcd_sign: draft.pcd_sign,
      pcd_voice: draft.pcd_voice,
    },
  });

  const submit = handleSubmit(({ grade_ids, subject, bncc, ...rest }) =>
    save.mutate(
      {
        is_update: isUpdate,
        oed_content_id: draft.oed_content_id,
        classification: { grade_ids, subject },
        bncc: Object.keys(bncc),
        ...rest,
      },
      { onSuccess: (id) => onSaved(id) },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-5">
      <Controller
        control={control}
        name="grade_ids"
        render={({ field }) => (
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.grade_ids ? `${id}-grades-error` : undefined}
          >
            <legend className="mb-1 font-semibold text-title">{t('wizard.classification.grades')}</legend>
            {filters.isPending && <Skeleton rows={1} />}
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {(filters.data?.grades ?? []).map((grade) => (
                <label key={grade.id} className="flex items-center gap-1.5">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={field.value.includes(grade.id)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, grade.id]
                          : field.value.filter((gradeId) => gradeId !== grade.id),
                      )
                    }
                  />
                  {grade.name}
                </label>
              ))}
            </div>
            <FieldError id={`${id}-grades-error`} message={errors.grade_ids?.message} />
          </fieldset>
        )}
      />
      <label htmlFor={`${id}-subject`} className="flex flex-col gap-1 font-semibold text-title">
        {t('wizard.classification.subject')}
        <input
          id={`${id}-subject`}
          list={`${id}-subjects`}
          maxLength={60}
          placeholder={t('wizard.classification.subjectPlaceholder')}
          className={`${INPUT} font-normal`}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
          {...register('subject')}
        />
      </label>
      <datalist id={`${id}-subjects`}>
        {(filters.data?.subjects ?? []).map((subject) => (
          <option key={subject} value={subject} />
        ))}
      </datalist>
      <FieldError id={`${id}-subject-error`} message={errors.subject?.message} />
      <Controller
        control={control}
        name="bncc"
        render={({ field }) => <BnccPicker value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={control}
        name="keywords"
        render={({ field }) => (
          <ChipInput
            label={t('wizard.classification.keywords')}
            value={field.value ?? []}
            onChange={field.onChange}
            hint={t('wizard.classification.keywordsHint')}
            placeholder={t('wizard.classification.keywordsPlaceholder')}
            error={firstMessage(errors.keywords)}
          />
        )}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <ChipInput
            label={t('wizard.classification.tags')}
            value={field.value ?? []}
            onChange={field.onChange}
            hint={t('wizard.classification.tagsHint')}
            placeholder={t('wizard.classification.tagsPlaceholder')}
            error={firstMessage(errors.tags)}
          />
        )}
      />
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-4 accent-primary" {...register('pcd_sign')} />
        {t('wizard.classification.pcdSign')}
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-4 accent-primary" {...register('pcd_voice')} />
        {t('wizard.classification.pcdVoice')}
      </label>
      <StepError error={save.error} />
      <button type="submit" className={`${PRIMARY_BUTTON} self-start`} disabled={save.isPending}>
        {t('wizard.save')}
      </button>
    </form>
  );
}
