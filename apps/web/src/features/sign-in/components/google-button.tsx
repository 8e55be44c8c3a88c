import { useEffect, useRef, useState } from 'react';
import { SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import type { LoginFailure } from '../../../lib/login-failure.ts';
import { googleSignIn } from '../api/sign-in.ts';
import { signInWith } from '../finish-sign-in.ts';
import { TEXTS } from '../texts.ts';
import { FailureAlert } from './failure-alert.tsx';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (answer: { credential: string }) => void }): void;
      renderButton(element: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}
declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const SCRIPT = 'https://accounts.google.com/gsi/client';
let loading: Promise<void> | undefined;

/** Loads Google's script once; a failed load is forgotten, so the next attempt loads it afresh. */
function loadGoogleIdentity(): Promise<void> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = undefined;
      reject(new Error('Google Identity Services did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Google's own sign-in button; its ID token is verified by the server for the platform's client. */
export function GoogleButton({ business, clientId }: { business: string; clientId: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  // Each attempt loads the script; a failed one offers the next.
  const [attempt, setAttempt] = useState(0);
  const [unavailable, setUnavailable] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads the script again.
  useEffect(() => {
    let cancelled = false;
    setUnavailable(false);
    loadGoogleIdentity()
      .then(() => {
        const google = window.google;
        if (cancelled || !google || !slot.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) =>
            void signInWith(business, () => googleSignIn(business, credential)).then(setFailure),
        });
        google.accounts.id.renderButton(slot.current, { theme: 'outline', size: 'large', locale: 'pt-BR' });
      })
      .catch((error: unknown) => {
        console.error('[google]', error);
        if (!cancelled) setUnavailable(true);
      });
    return () => {
      cancelled = true;
    };
  }, [business, clientId, attempt]);

  return (
    <>
      <div ref={slot} />
      {unavailable && (
        <button type="button" onClick={() => setAttempt((n) => n + 1)} className={SECONDARY_BUTTON}>
          {TEXTS.google}
        </button>
      )}
      {failure && <FailureAlert failure={failure} />}
    </>
  );
}
