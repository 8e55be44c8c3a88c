import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { imageUploader } from '../../../components/rich-text-editor/file-upload.ts';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { describe, Field } from '../components/field.tsx';
import { type ContentForm, contentFormSchema } from './content-form.ts';

interface Props {
  isForum: boolean;
  initial: ContentForm;
  busy: boolean;
  onBack: () => void;
  onSubmit: (form: ContentForm) => void;
}

const FLAGS = ['fullscreen', 'randomize_question', 'randomize', 'can_cheat', 'forum'] as const;

/** Step two: the details in the rich-text editor and the activity's configuration. */
export function StepContent({ isForum, initial, busy, onBack, onSubmit }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ContentForm>({ resolver: zodResolver(contentFormSchema), defaultValues: initial });
  const flags = FLAGS.filter((flag) => !(flag === 'forum' && isForum));

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <span id={`${id}-details`} className="font-semibold text-title">
          {t('creation.details')}
        </span>
        <Controller
          control={control}
          name="details"
          render={({ field }) => (
            <RichTextEditor
              label={t('creation.details')}
              value={field.value}
              onChange={field.onChange}
              uploadImage={imageUploader()}
              minHeight="12rem"
            />
          )}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-title">{t('creation.config')}</legend>
        {flags.map((flag) => (
          <label key={flag} className="flex items-center gap-2">
            <input type="checkbox" className="size-4 accent-primary" {...register(flag)} />
            {t(`creation.flags.${flag}`)}
          </label>
        ))}
      </fieldset>
      <Field
        id={`${id}-password`}
        label={t('creation.password')}
        hint={t('creation.passwordHint')}
        error={errors.password?.message}
      >
        <input
          id={`${id}-password`}
          type="text"
          autoComplete="off"
          className={INPUT}
          {...register('password')}
          {...describe(`${id}-password`, errors.password?.message, t('creation.passwordHint'))}
        />
      </Field>
      <div className="flex justify-between">
        <button type="button" onClick={onBack} className={SECONDARY_BUTTON}>
          {t('creation.back')}
        </button>
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {t('creation.next')}
        </button>
      </div>
    </form>
  );
}
