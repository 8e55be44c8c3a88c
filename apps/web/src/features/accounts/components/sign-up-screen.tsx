import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { LINK_BUTTON } from '../../../components/ui/classes.ts';
import { usePlatform } from '../../../lib/platform.ts';
import { ACCOUNTS_NAMESPACE } from '../accounts-strings.ts';
import { emailVerification } from '../api/email-verification.ts';
import { usePlatformStatus } from '../api/sign-up.ts';
import { failureMessage } from '../failure-message.ts';
import { AccountPage } from './account-page.tsx';
import { FormAlert } from './form-alert.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/** After signing up: the confirmation link went by e-mail, and can be sent again. */
function CheckYourMail({ business, email }: { business: string; email: string }) {
  const { t } = useTranslation(ACCOUNTS_NAMESPACE);
  const [note, setNote] = useState<{ message: string; kind: 'error' | 'success' } | null>(null);
  async function resend() {
    try {
      const { message } = await emailVerification({ platform: business, email });
      setNote({ message, kind: 'success' });
    } catch (error) {
      setNote({ message: failureMessage(error), kind: 'error' });
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-xl font-bold text-title">{t('signUp.doneTitle')}</h2>
      <p role="status">{t('signUp.done', { email })}</p>
      <button type="button" onClick={resend} className={`${LINK_BUTTON} self-start`}>
        {t('signUp.resend')}
      </button>
      <FormAlert message={note?.message ?? null} kind={note?.kind} />
    </div>
  );
}

/** /:business/cadastro and /:business/cadastro/responsavel. */
export function SignUpScreen({ account }: { account: 'b2c_student' | 'guardian' }) {
  const { business, theme } = usePlatform();
  const { t } = useTranslation(ACCOUNTS_NAMESPACE);
  const status = usePlatformStatus(business);
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  const guardian = account === 'guardian';
  const intro = t(guardian ? 'signUp.guardianIntro' : 'signUp.intro', { platform: theme.name });

  if (status.isPending) return <LoadingScreen />;
  return (
    <AccountPage
      title={t(guardian ? 'signUp.guardianTitle' : 'signUp.title')}
      intro={signedUpEmail ? undefined : intro}
    >
      {!status.data?.signup ? (
        <FormAlert message={status.isError ? failureMessage(status.error) : t('signUp.closed')} />
      ) : signedUpEmail ? (
        <CheckYourMail business={business} email={signedUpEmail} />
      ) : (
        <>
          <SignUpForm business={business} account={account} onSignedUp={setSignedUpEmail} />
          <Link
            to={guardian ? `/${business}/cadastro` : `/${business}/cadastro/responsavel`}
            className={`${LINK_BUTTON} self-start`}
          >
            {t(guardian ? 'signUp.studentLink' : 'signUp.guardianLink')}
          </Link>
        </>
      )}
    </AccountPage>
  );
}
