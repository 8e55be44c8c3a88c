import { lazy, Suspense, useState } from 'react';
import type { LoginFailure } from '../../../lib/login-failure.ts';
import { accessCodeSignIn } from '../api/sign-in.ts';
import { signInWith } from '../finish-sign-in.ts';
import { TEXTS } from '../texts.ts';
import { FailureAlert } from './failure-alert.tsx';

/** The scanner (html5-qrcode, the dialog) loads only when someone opens it. */
const QrScannerModal = lazy(() => import('./qr-scanner-modal.tsx').then((m) => ({ default: m.QrScannerModal })));

export function QrCodeButton({ business }: { business: string }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  async function onCode(code: string) {
    setOpen(false);
    setFailure(await signInWith(business, () => accessCodeSignIn(business, code)));
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-lg border border-primary px-5 py-3 font-semibold text-primary hover:bg-light"
      >
        {TEXTS.qrCode}
      </button>
      {failure && <FailureAlert failure={failure} />}
      {open && (
        <Suspense fallback={null}>
          <QrScannerModal business={business} open={open} onOpenChange={setOpen} onCode={onCode} />
        </Suspense>
      )}
    </>
  );
}
