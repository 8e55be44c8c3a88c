import { HELP_TEXT_MAX_LENGTH, HELP_TITLE_MAX_LENGTH, type HelpTicket, helpTicketCreateSchema } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextInput } from '../../../components/inputs/text-input.tsx';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { notify } from '../../../lib/toast.ts';
import { useCreateTicket } from '../api/help-mutations.ts';
import { useHelpSubjects } from '../api/help-subjects.ts';
import { HELP_CENTER_NAMESPACE } from '../help-center-strings.ts';

type Form = z.input<typeof helpTicketCreateSchema>;

/** Subject, title and description of a new ticket; the same rules as the server's. */
export function NewTicketForm({
  onCreated,
  onCancel,
}: {
  onCreated: (ticket: HelpTicket) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(HELP_CENTER_NAMESPACE);
  const id = useId();
  const subjects = useHelpSubjects();
  const create = useCreateTicket();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Form>({
    resolver: zodResolver(helpTicketCreateSchema),
    defaultValues: { subject_id: '', title: '', description: '' },
  });

  const submit = handleSubmit((form) =>
    create.mutate(helpTicketCreateSchema.parse(form), {
      onSuccess: (ticket) => {
        notify({ status: 'success', message: t('form.created') });
        onCreated(ticket);
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-xl bg-white p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-subject`} className="font-semibold text-title">
          {t('form.subject')}
        </label>
        <select
          id={`${id}-subject`}
          className={INPUT}
          aria-invalid={errors.subject_id ? true : undefined}
          aria-describedby={errors.subject_id ? `${id}-subject-error` : undefined}
          {...register('subject_id')}
        >
          <option value="">{t('form.chooseSubject')}</option>
          {(subjects.data ?? []).map((subject) => (
            <option key={subject.id} value={subject.id}>
              {serverText(subject.name)}
            </option>
          ))}
        </select>
        {errors.subject_id && (
          <p id={`${id}-subject-error`} className="text-sm text-red-700">
            {errors.subject_id.message}
          </p>
        )}
      </div>
      <TextInput
        label={t('form.title')}
        maxLength={HELP_TITLE_MAX_LENGTH}
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-description`} className="font-semibold text-title">
          {t('form.description')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-subtitle">
          {t('form.descriptionHint')}
        </p>
        <textarea
          id={`${id}-description`}
          rows={6}
          maxLength={HELP_TEXT_MAX_LENGTH}
          className={INPUT}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-hint ${id}-description-error` : `${id}-hint`}
          {...register('description')}
        />
        {errors.description && (
          <p id={`${id}-description-error`} className="text-sm text-red-700">
            {errors.description.message}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
          {t('form.cancel')}
        </button>
        <button type="submit" className={PRIMARY_BUTTON} disabled={create.isPending}>
          {t('form.submit')}
        </button>
      </div>
    </form>
  );
}
