import { updatePasswordSchema } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/inputs/text-input.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../lib/toast.ts';
import { ACCOUNTS_NAMESPACE } from '../accounts-strings.ts';
import { updatePassword } from '../api/credentials.ts';
import { failureMessage } from '../failure-message.ts';
import { FormAlert } from './form-alert.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/** The shell's change-password modal: the current password, then the new one twice. */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(ACCOUNTS_NAMESPACE);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await updatePassword(values);
      notify({ status: 'success', message });
      onClose();
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('changePassword.title')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('changePassword.title')}>
        <TextInput
          label={t('common.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <NewPasswordFields register={register} errors={errors} />
        <FormAlert message={failure} />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={PRIMARY_BUTTON} disabled={isSubmitting}>
            {t('changePassword.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
