import { useEffect, useRef, useState } from 'react';
import type { LoginFailure } from '../../../lib/login-failure.ts';
import { accessCodeSignIn, backofficeSignIn, completeSso, handOver, tokenSignIn } from '../api/sign-in.ts';
import { signInWith } from '../finish-sign-in.ts';
import type { AddressSignIn as Request } from '../sign-in-address.ts';
import { TEXTS } from '../texts.ts';
import { FailureAlert } from './failure-alert.tsx';

function callOf(business: string, request: Request) {
  switch (request.kind) {
    case 'handover':
      return () => handOver(business, request.token, request.username);
    case 'backoffice':
      return () => backofficeSignIn(business, request.username, request.token);
    case 'token':
      return () => tokenSignIn(request.path, business, request.token);
    case 'sso-callback':
      return () => completeSso(business, request.callback);
    case 'access-code':
      return () => accessCodeSignIn(business, request.code);
  }
}

/** Signs in with what the address carried, once; a failure is shown and the forms come back. */
export function AddressSignIn({
  business,
  request,
  onFailure,
}: {
  business: string;
  request: Request;
  onFailure: () => void;
}) {
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signInWith(business, callOf(business, request), request.kind === 'backoffice').then((result) => {
      if (result) {
        setFailure(result);
        onFailure();
      }
    });
  }, [business, request, onFailure]);

  if (failure) return <FailureAlert failure={failure} />;
  return (
    <p role="status" aria-live="polite" className="text-subtitle">
      {TEXTS.signingIn}
    </p>
  );
}
