import { validateSecretAnswerSchema } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TextInput } from '../../components/inputs/text-input.tsx';
import { PRIMARY_BUTTON } from '../../components/ui/classes.ts';
import { usePlatform } from '../../lib/platform.ts';
import { ACCOUNTS_NAMESPACE } from './accounts-strings.ts';
import { validateSecretAnswers } from './api/password-reset.ts';
import { AccountPage } from './components/account-page.tsx';
import { FormAlert } from './components/form-alert.tsx';
import { EMPTY_ANSWERS, SecretAnswerFields } from './components/secret-answer-fields.tsx';
import { failureMessage } from './failure-message.ts';

/** /:business/recuperar-senha/perguntas: the right answers lead to the new-password page. */
function SecretRecoveryPage() {
  const { business } = usePlatform();
  const { t } = useTranslation(ACCOUNTS_NAMESPACE);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(validateSecretAnswerSchema),
    defaultValues: { platform: business, username: '', answers: EMPTY_ANSWERS },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { token } = await validateSecretAnswers(values);
      navigate(`/${business}/recuperar-senha/nova-senha`, { replace: true, state: { token } });
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });

  return (
    <AccountPage title={t('recovery.questionsTitle')} intro={t('recovery.questionsIntro')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('recovery.questionsTitle')}>
        <TextInput
          label={t('common.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={formState.errors.username?.message}
          {...register('username')}
        />
        <SecretAnswerFields register={register} errors={formState.errors} />
        <FormAlert message={failure} />
        <button type="submit" disabled={formState.isSubmitting} className={PRIMARY_BUTTON}>
          {t('recovery.check')}
        </button>
      </form>
    </AccountPage>
  );
}

export { SecretRecoveryPage as Component };
