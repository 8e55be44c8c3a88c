import { setSecretQuestionsSchema } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/inputs/text-input.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../lib/toast.ts';
import { ACCOUNTS_NAMESPACE } from '../accounts-strings.ts';
import { saveSecretQuestions, secretQuestionsQuery, useSecretQuestions } from '../api/credentials.ts';
import { failureMessage } from '../failure-message.ts';
import { FormAlert } from './form-alert.tsx';
import { EMPTY_ANSWERS, SecretAnswerFields } from './secret-answer-fields.tsx';

/** Sets or replaces the secret questions that recover the password without e-mail. */
export function SecretQuestionsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(ACCOUNTS_NAMESPACE);
  const queryClient = useQueryClient();
  const current = useSecretQuestions(true);
  const replacing = (current.data?.chosen.length ?? 0) > 0;
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(setSecretQuestionsSchema),
    defaultValues: { password: '', answers: EMPTY_ANSWERS },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await saveSecretQuestions(values, replacing);
      await queryClient.invalidateQueries(secretQuestionsQuery());
      notify({ status: 'success', message });
      onClose();
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('secretQuestions.title')}
      description={t('secretQuestions.intro')}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('secretQuestions.title')}>
        {replacing && <p className="text-subtitle">{t('secretQuestions.already')}</p>}
        <SecretAnswerFields register={register} errors={formState.errors} />
        <p className="text-subtitle">{t('secretQuestions.passwordHint')}</p>
        <TextInput
          label={t('common.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <FormAlert message={failure} />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={PRIMARY_BUTTON} disabled={formState.isSubmitting || current.isPending}>
            {t('common.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
