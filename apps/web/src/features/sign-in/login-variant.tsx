import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePlatform } from '../../lib/platform.ts';
import { AccessCodeForm } from './components/access-code-form.tsx';
import { AddressSignIn } from './components/address-sign-in.tsx';
import { QrCodeButton } from './components/qr-code-button.tsx';
import { SignInOptions } from './components/sign-in-options.tsx';
import { addressSignIn, withoutCredentials } from './sign-in-address.ts';
import { TEXTS } from './texts.ts';

const isCodeVariant = (pathname: string) => /\/login\/(qrcode|access_code_sign_in)/.test(pathname);
const isBackoffice = (pathname: string) => pathname.includes('/login/backoffice');

/** What shows when the address signs nobody in: the access-code forms, or the other ways in. */
function Forms({ business, pathname, asked }: { business: string; pathname: string; asked: boolean }) {
  const { theme } = usePlatform();
  // Backoffice sign-in is the address's username and token alone (document 3 section 2).
  if (isBackoffice(pathname)) return asked ? null : <p className="text-subtitle">{TEXTS.backofficeNeedsAddress}</p>;
  if (isCodeVariant(pathname)) {
    return (
      <>
        <QrCodeButton business={business} />
        <AccessCodeForm business={business} />
      </>
    );
  }
  return <SignInOptions business={business} features={theme.features} />;
}

/**
 * Under the password form of /:business/login and its variants: the sign-in the address
 * carries (hand-over, backoffice, partner and external tokens, single sign-on callback,
 * access code), the access-code forms, and the other ways in.
 */
function LoginVariant() {
  const { business } = usePlatform();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [request] = useState(() => addressSignIn(pathname, search));
  const [failed, setFailed] = useState(false);
  // Credentials leave the address (history, shared screens) at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the address the page opened with.
  useEffect(() => {
    if (request) navigate(withoutCredentials(pathname, search), { replace: true });
  }, [request]);

  return (
    <div className="flex flex-col gap-4">
      {request && <AddressSignIn business={business} request={request} onFailure={() => setFailed(true)} />}
      {(!request || failed) && <Forms business={business} pathname={pathname} asked={request !== null} />}
    </div>
  );
}

export { LoginVariant as Component };
