import type { Theme } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LoginFailure } from '../../../lib/login-failure.ts';
import { loginFailure } from '../../../lib/login-failure.ts';
import { signInOptionsQuery, startSso } from '../api/sign-in.ts';
import { TEXTS } from '../texts.ts';
import { FailureAlert } from './failure-alert.tsx';
import { GoogleButton } from './google-button.tsx';
import { QrCodeButton } from './qr-code-button.tsx';

const OUTLINE = 'rounded-lg border border-primary px-5 py-3 font-semibold text-primary hover:bg-light';

/** The other ways in that the platform offers: Google (social sign-in), single sign-on, QR code. */
export function SignInOptions({ business, features }: { business: string; features: Theme['features'] }) {
  const { data } = useQuery(signInOptionsQuery(business));
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const google = features.socialSignIn && data?.google_client_id ? data.google_client_id : null;
  const sso = data?.sso === true;
  if (!google && !sso && !features.qrCodeLogin) return null;

  async function signInWithSso() {
    try {
      window.location.assign((await startSso(business)).authorization_url);
    } catch (error) {
      setFailure(loginFailure(error));
    }
  }

  return (
    <section aria-label={TEXTS.or} className="flex flex-col gap-3">
      <p className="text-center text-sm text-subtitle">{TEXTS.or}</p>
      {google && <GoogleButton business={business} clientId={google} />}
      {sso && (
        <button type="button" onClick={() => void signInWithSso()} className={OUTLINE}>
          {TEXTS.sso}
        </button>
      )}
      {features.qrCodeLogin && <QrCodeButton business={business} />}
      {failure && <FailureAlert failure={failure} />}
    </section>
  );
}
