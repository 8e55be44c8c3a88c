import { type ActivityConfigKey, type ActivityKind, activityConfigKeys } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { audioUploader, imageUploader } from '../../../components/rich-text-editor/file-upload.ts';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { describe, Field } from '../components/field.tsx';
import { type ContentForm, contentFormSchema, examContentFormSchema } from './content-form.ts';
import { ExamChoice } from './exam-choice.tsx';
import { type DraftValues, useFormChanges } from './use-draft-tracking.ts';

interface Props {
  kind: ActivityKind;
  /** A digital exam being created chooses its exam here; one being edited keeps the exam it has. */
  choosesExam?: boolean;
  initial: ContentForm;
  busy: boolean;
  onBack: () => void;
  onSubmit: (form: ContentForm) => void;
  /** The values after each change, for the draft kept while the teacher types. */
  onChange?: ((values: DraftValues) => void) | undefined;
  /**
   * What the kind adds after its settings (a tarefa's challenges), outside the form: it may hold
   * forms of its own (a search), which a form cannot contain.
   */
  children?: ReactNode;
}

/** The checkboxes of the settings; anti_cheat shows as its inverse, can_cheat. */
const FLAGS = {
  fullscreen: 'fullscreen',
  randomize_question: 'randomize_question',
  randomize: 'randomize',
  anti_cheat: 'can_cheat',
  forum: 'forum',
  hideComments: 'hideComments',
  deleteComments: 'deleteComments',
} as const satisfies Partial<Record<ActivityConfigKey, keyof ContentForm>>;

/**
 * Step two: the details in the rich-text editor, a digital exam's exam, and the settings of the
 * kind (activityConfigKeys): an essay shows no exam setting, a forum none at all, a trilha its step
 * forums' flags.
 */
export function StepContent({ kind, choosesExam = false, initial, busy, onBack, onSubmit, onChange, children }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ContentForm>({
    resolver: zodResolver(choosesExam ? examContentFormSchema : contentFormSchema),
    defaultValues: initial,
  });
  useFormChanges(watch, onChange);
  const keys = activityConfigKeys(kind);
  const flags = keys.flatMap((key) => (key === 'password' ? [] : [FLAGS[key]]));

  return (
    <div className="flex flex-col gap-5">
      <form id={`${id}-form`} noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
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
                uploadAudio={audioUploader()}
                minHeight="12rem"
              />
            )}
          />
        </div>
        {choosesExam && <ExamChoice control={control} errors={errors} />}
        {flags.length > 0 && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold text-title">{t('creation.config')}</legend>
            {flags.map((flag) => (
              <label key={flag} className="flex items-center gap-2">
                <input type="checkbox" className="size-4 accent-primary" {...register(flag)} />
                {t(`creation.flags.${flag}`)}
              </label>
            ))}
          </fieldset>
        )}
        {keys.includes('password') && (
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
        )}
      </form>
      {children}
      <div className="flex justify-between">
        <button type="button" onClick={onBack} className={SECONDARY_BUTTON}>
          {t('creation.back')}
        </button>
        <button type="submit" form={`${id}-form`} disabled={busy} className={PRIMARY_BUTTON}>
          {t('creation.next')}
        </button>
      </div>
    </div>
  );
}
