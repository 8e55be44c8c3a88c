import { resetLinkRequestSchema } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextInput } from '../../components/inputs/text-input.tsx';
import { LINK_BUTTON, PRIMARY_BUTTON } from '../../components/ui/classes.ts';
import { usePlatform } from '../../lib/platform.ts';
import { ACCOUNTS_NAMESPACE } from './accounts-strings.ts';
import { sendResetLink } from './api/password-reset.ts';
import { AccountPage } from './components/account-page.tsx';
import { FormAlert } from './components/form-alert.tsx';
import { failureMessage } from './failure-message.ts';

/** /:business/recuperar-senha: a reset link by e-mail, or the way to the secret questions. */
function RecoveryPage() {
  const { business } = usePlatform();
  const { t } = useTranslation(ACCOUNTS_NAMESPACE);
  const [outcome, setOutcome] = useState<{ message: string; kind: 'error' | 'success' } | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetLinkRequestSchema),
    defaultValues: { platform: business, login: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      setOutcome({ message: (await sendResetLink(values)).message, kind: 'success' });
    } catch (error) {
      setOutcome({ message: failureMessage(error), kind: 'error' });
    }
  });

  return (
    <AccountPage title={t('recovery.title')} intro={t('recovery.intro')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('recovery.title')}>
        <TextInput
          label={t('recovery.login')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={formState.errors.login?.message}
          {...register('login')}
        />
        <FormAlert message={outcome?.message ?? null} kind={outcome?.kind} />
        <button type="submit" disabled={formState.isSubmitting} className={PRIMARY_BUTTON}>
          {t('recovery.submit')}
        </button>
      </form>
      <Link to={`/${business}/recuperar-senha/perguntas`} className={`${LINK_BUTTON} self-start`}>
        {t('recovery.withQuestions')}
      </Link>
    </AccountPage>
  );
}

export { RecoveryPage as Component };
