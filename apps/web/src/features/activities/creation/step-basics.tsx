import { WORKLOAD_OPTIONS, workloadLabel } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipInput } from '../../../components/inputs/chip-input.tsx';
import { DateTimeInput } from '../../../components/inputs/date-time-input.tsx';
import { INPUT, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { CREATION_KINDS } from '../activity-kinds.ts';
import { useTeacherClassrooms } from '../api/teacher-classrooms.ts';
import { describe, Field } from '../components/field.tsx';
import { type BasicsForm, basicsFormSchema, unlistedWorkload } from './basics-form.ts';
import { type DraftValues, useFormChanges } from './use-draft-tracking.ts';

interface Props {
  initial: BasicsForm;
  /** The kind cannot change once the draft exists. */
  kindLocked: boolean;
  busy: boolean;
  /** The button stays disabled while a returned promise is pending. */
  onSubmit: (form: BasicsForm) => void | Promise<void>;
  /** The values after each change, for the draft kept while the teacher types. */
  onChange?: ((values: DraftValues) => void) | undefined;
}

/** Step one: kind, title, classroom, dates, workload, BNCC codes and keywords. */
export function StepBasics({ initial, kindLocked, busy, onSubmit, onChange }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const id = useId();
  const classrooms = useTeacherClassrooms();
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<BasicsForm>({ resolver: zodResolver(basicsFormSchema), defaultValues: initial });
  useFormChanges(watch, onChange);
  const fid = (name: string) => `${id}-${name}`;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2" disabled={kindLocked}>
        <legend className="mb-1 font-semibold text-title">{t('creation.kind')}</legend>
        <div className="flex flex-wrap gap-2">
          {CREATION_KINDS.map((kind) => (
            <label
              key={kind}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 has-checked:border-primary has-checked:bg-light"
            >
              <input type="radio" value={kind} {...register('kind')} />
              {t(`translation:activityKinds.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id={fid('title')} label={t('creation.titleField')} error={errors.title?.message}>
        <input
          id={fid('title')}
          className={INPUT}
          {...register('title')}
          {...describe(fid('title'), errors.title?.message)}
        />
      </Field>
      <Field id={fid('classroom')} label={t('creation.classroom')} error={errors.classroom?.message}>
        {/* Controlled: the saved classroom is selected once its option arrives with the classrooms. */}
        <Controller
          control={control}
          name="classroom"
          render={({ field }) => (
            <select
              id={fid('classroom')}
              className={INPUT}
              {...field}
              {...describe(fid('classroom'), errors.classroom?.message)}
            >
              <option value="">{t('creation.chooseClassroom')}</option>
              {(classrooms.data ?? []).map((classroom) => (
                <option key={classroom.id} value={classroom.id}>
                  {classroom.name}
                </option>
              ))}
            </select>
          )}
        />
      </Field>
      <div className="grid gap-4 md:grid-cols-2">
        {(['start_time', 'end_time'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <DateTimeInput
                label={t(name === 'start_time' ? 'creation.start' : 'creation.end')}
                value={field.value}
                onChange={field.onChange}
                error={errors[name]?.message}
              />
            )}
          />
        ))}
      </div>
      <Field id={fid('workload')} label={t('item.workloadHeader')}>
        <select id={fid('workload')} className={INPUT} {...register('workload')}>
          <option value={unlistedWorkload(initial.workload)}>{workloadLabel(null)}</option>
          {WORKLOAD_OPTIONS.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {workloadLabel(minutes)}
            </option>
          ))}
        </select>
      </Field>
      <Controller
        control={control}
        name="bncc"
        render={({ field }) => (
          <ChipInput
            label={t('creation.bncc')}
            value={field.value}
            onChange={field.onChange}
            placeholder={t('creation.bnccPlaceholder')}
            hint={t('creation.bnccHint')}
          />
        )}
      />
      <Controller
        control={control}
        name="keywords"
        render={({ field }) => (
          <ChipInput label={t('creation.keywords')} value={field.value} onChange={field.onChange} />
        )}
      />
      <div className="flex justify-end">
        <button type="submit" disabled={busy || isSubmitting} className={PRIMARY_BUTTON}>
          {t('creation.next')}
        </button>
      </div>
    </form>
  );
}
