import { MESSAGES, resetPasswordSchema } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PRIMARY_BUTTON } from '../../components/ui/classes.ts';
import { isHttpError } from '../../lib/http/http-error.ts';
import { usePlatform } from '../../lib/platform.ts';
import { notify } from '../../lib/toast.ts';
import { ACCOUNTS_NAMESPACE } from './accounts-strings.ts';
import { resetPassword } from './api/password-reset.ts';
import { AccountPage } from './components/account-page.tsx';
import { FormAlert } from './components/form-alert.tsx';
import { NewPasswordFields } from './components/new-password-fields.tsx';
import { takeLinkToken } from './link-token.ts';

/** Document 3 section 5: a 401 is 'Token inválido', any other failure 'Senha inválida'. */
const resetFailure = (error: unknown) =>
  isHttpError(error) && error.status === 401 ? MESSAGES.resetTokenInvalid : MESSAGES.resetPasswordInvalid;

/**
 * /:business/recuperar-senha/nova-senha: the token comes from the mailed link's fragment, or
 * from the secret-questions page in the navigation state; it is kept in memory only.
 */
function NewPasswordPage() {
  const { business } = usePlatform();
  const { t } = useTranslation(ACCOUNTS_NAMESPACE);
  const navigate = useNavigate();
  const location = useLocation();
  const [token] = useState(() => (location.state as { token?: string } | null)?.token ?? takeLinkToken());
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { platform: business, password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!token) return;
    setFailure(null);
    try {
      const { message } = await resetPassword(token, values);
      notify({ status: 'success', message });
      navigate(`/${business}/login`, { replace: true });
    } catch (error) {
      setFailure(resetFailure(error));
    }
  });

  return (
    <AccountPage title={t('recovery.newPasswordTitle')}>
      {!token ? (
        <>
          <FormAlert message={t('recovery.noToken')} />
          <Link to={`/${business}/recuperar-senha`} className="font-semibold text-primary hover:underline">
            {t('recovery.askAgain')}
          </Link>
        </>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label={t('recovery.newPasswordTitle')}
        >
          <NewPasswordFields register={register} errors={formState.errors} />
          <FormAlert message={failure} />
          <button type="submit" disabled={formState.isSubmitting} className={PRIMARY_BUTTON}>
            {t('recovery.newPasswordSubmit')}
          </button>
        </form>
      )}
    </AccountPage>
  );
}

export { NewPasswordPage as Component };
