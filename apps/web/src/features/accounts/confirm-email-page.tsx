import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePlatform } from '../../lib/platform.ts';
import { ACCOUNTS_NAMESPACE } from './accounts-strings.ts';
import { emailVerification } from './api/email-verification.ts';
import { AccountPage } from './components/account-page.tsx';
import { FormAlert } from './components/form-alert.tsx';
import { failureMessage } from './failure-message.ts';
import { takeLinkToken } from './link-token.ts';

/**
 * /:business/cadastro/confirmacao#token=...: confirms the account, then opens the login with
 * confirmation=true, which shows 'Sua conta foi confirmada com sucesso! Faça login para continuar.'
 */
function ConfirmEmailPage() {
  const { business } = usePlatform();
  const { t } = useTranslation(ACCOUNTS_NAMESPACE);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = takeLinkToken();
    if (!token) {
      setFailure(t('recovery.noToken'));
      return;
    }
    emailVerification({ platform: business, token })
      .then(() => navigate(`/${business}/login?confirmation=true`, { replace: true }))
      .catch((error: unknown) => setFailure(failureMessage(error)));
  }, [business, navigate, t]);

  return (
    <AccountPage title={t('confirm.title')}>
      {failure ? <FormAlert message={failure} /> : <p role="status">{t('confirm.checking')}</p>}
    </AccountPage>
  );
}

export { ConfirmEmailPage as Component };
