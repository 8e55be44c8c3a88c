import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/inputs/text-input.tsx';
import { ACCOUNTS_NAMESPACE } from '../accounts-strings.ts';

export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

interface Props {
  // biome-ignore lint/suspicious/noExplicitAny: shared by forms whose other fields differ.
  register: UseFormRegister<any>;
  errors: FieldErrors<NewPasswordValues>;
  /** The first field's label; 'Nova senha' unless the form says otherwise. */
  label?: string;
}

/** A new password and its confirmation, as every account form asks for them. */
export function NewPasswordFields({ register, errors, label }: Props) {
  const { t } = useTranslation(ACCOUNTS_NAMESPACE);
  return (
    <>
      <TextInput
        label={label ?? t('common.newPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextInput
        label={t('common.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
    </>
  );
}
