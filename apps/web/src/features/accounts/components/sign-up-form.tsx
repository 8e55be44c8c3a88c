import { type AvailabilityQuery, availabilityMessages, MESSAGES, signUpB2cSchema } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/inputs/text-input.tsx';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { ACCOUNTS_NAMESPACE } from '../accounts-strings.ts';
import { checkAvailability, signUpB2c, signUpGuardian } from '../api/sign-up.ts';
import { failureMessage } from '../failure-message.ts';
import { FormAlert } from './form-alert.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

type Values = {
  platform: string;
  name: string;
  username: string;
  email: string;
  password: string;
  password_confirmation: string;
  code?: string;
};

/** Which field shows each availability message of document 3 section 5. */
const FIELD_OF_MESSAGE: Record<string, FieldPath<Values>> = {
  [MESSAGES.usernameTaken]: 'username',
  [MESSAGES.emailTaken]: 'email',
  [MESSAGES.invalidPartnerCode]: 'code',
};

interface Props {
  business: string;
  account: 'b2c_student' | 'guardian';
  onSignedUp: (email: string) => void;
}

/** Sign-up of a b2c student or a guardian; names, addresses and codes are checked as they are typed. */
export function SignUpForm({ business, account, onSignedUp }: Props) {
  const { t } = useTranslation(ACCOUNTS_NAMESPACE);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(signUpB2cSchema),
    defaultValues: { platform: business, name: '', username: '', email: '', password: '', password_confirmation: '' },
  });
  const { register, handleSubmit, setError, clearErrors, formState } = form;
  const { errors, isSubmitting } = formState;

  /** Asks the server about one field once it is left, and shows the spec's message under it. */
  async function checkField(field: 'username' | 'email' | 'code') {
    const value = form.getValues(field)?.trim();
    if (!value) return;
    const query: AvailabilityQuery = { platform: business, [field]: value };
    try {
      const messages = availabilityMessages(await checkAvailability(query));
      if (messages[0]) setError(field, { type: 'availability', message: messages[0] });
      else if (errors[field]?.type === 'availability') clearErrors(field);
    } catch (error) {
      console.error('[sign-up] availability', error);
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const input = { ...values, code: account === 'b2c_student' ? values.code || undefined : undefined };
      await (account === 'b2c_student' ? signUpB2c(input) : signUpGuardian(input));
      onSignedUp(values.email);
    } catch (error) {
      const message = failureMessage(error);
      const field = FIELD_OF_MESSAGE[message];
      if (field) setError(field, { type: 'server', message });
      else setFailure(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('signUp.title')}>
      <TextInput label={t('common.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextInput
        label={t('common.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username', { onBlur: () => checkField('username') })}
      />
      <TextInput
        label={t('common.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', { onBlur: () => checkField('email') })}
      />
      <NewPasswordFields register={register} errors={errors} label={t('common.password')} />
      {account === 'b2c_student' && (
        <TextInput
          label={t('signUp.code')}
          autoCapitalize="characters"
          error={errors.code?.message}
          {...register('code', { onBlur: () => checkField('code') })}
        />
      )}
      <FormAlert message={failure} />
      <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className={PRIMARY_BUTTON}>
        {t('signUp.submit')}
      </button>
    </form>
  );
}
