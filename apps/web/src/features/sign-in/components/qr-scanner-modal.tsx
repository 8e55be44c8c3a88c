import { QR_SCANNER, type QrScannerError, readQrCode } from '@ava/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { Html5Qrcode, Html5QrcodeSupportedFormats } from 'html5-qrcode';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { TEXTS } from '../texts.ts';

type ScannerState = { step: 'starting' } | { step: 'scanning' } | { step: 'error'; error: QrScannerError };

/** The host printed QR codes name: this app's own unless the build says otherwise. */
const qrHost = () => (import.meta.env.VITE_QR_HOST as string | undefined) || window.location.host;

function cameraError(error: unknown): QrScannerError {
  const name = error instanceof Error || error instanceof DOMException ? error.name : String(error);
  return /NotAllowed|PermissionDenied|Security|Permission/i.test(name) ? 'permissionError' : 'notFoundError';
}

/**
 * 'Entrar com QR Code' (document 3 sections 2, 4, 5 and 9): starts the camera, scans QR
 * codes only (10 fps, 250x250 box, aspect ratio 1), checks the product's host and the
 * platform, and hands the access code on. 'Tentar novamente' restarts the camera; the
 * rotate button shows when there is more than one camera.
 */
export function QrScannerModal({
  business,
  open,
  onOpenChange,
  onCode,
}: {
  business: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCode: (code: string) => void;
}) {
  const regionId = `qr-${useId().replace(/:/g, '')}`;
  const [state, setState] = useState<ScannerState>({ step: 'starting' });
  const [cameras, setCameras] = useState<{ id: string }[]>([]);
  const [cameraIndex, setCameraIndex] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const scanner = useRef<Html5Qrcode | null>(null);

  const stop = useCallback(async () => {
    const current = scanner.current;
    scanner.current = null;
    if (current?.isScanning) await current.stop().catch(() => {});
    current?.clear();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt restarts the camera.
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setState({ step: 'starting' });
    (async () => {
      try {
        const found = await Html5Qrcode.getCameras();
        if (cancelled) return;
        setCameras(found);
        const camera = found[cameraIndex % Math.max(found.length, 1)];
        if (!camera) throw new DOMException('no camera', 'NotFoundError');
        const instance = new Html5Qrcode(regionId, {
          formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
          verbose: false,
        });
        scanner.current = instance;
        await instance.start(
          camera.id,
          { fps: QR_SCANNER.fps, qrbox: { ...QR_SCANNER.qrbox }, aspectRatio: QR_SCANNER.aspectRatio },
          (text) => {
            const reading = readQrCode(text, qrHost(), business);
            void stop();
            if ('code' in reading) onCode(reading.code);
            else setState({ step: 'error', error: reading.error });
          },
          () => {},
        );
        // A code read at once has already moved the state on.
        if (!cancelled) setState((now) => (now.step === 'starting' ? { step: 'scanning' } : now));
      } catch (error) {
        if (!cancelled) setState({ step: 'error', error: cameraError(error) });
      }
    })();
    return () => {
      cancelled = true;
      void stop();
    };
  }, [open, attempt, cameraIndex]);

  const message = state.step === 'error' ? TEXTS.qr[state.error] : null;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl bg-white p-6">
          <Dialog.Title className="type-title text-title">{TEXTS.qrCode}</Dialog.Title>
          <Dialog.Description className="text-subtitle">
            {state.step === 'starting' ? TEXTS.starting : TEXTS.scanning}
          </Dialog.Description>
          <div id={regionId} className="aspect-square w-full overflow-hidden rounded-lg bg-gray-100" />
          {message && (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
              <p className="font-semibold">{message.title}</p>
              {message.subtitle && <p className="text-sm">{message.subtitle}</p>}
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {cameras.length > 1 && (
              <button
                type="button"
                onClick={() => setCameraIndex((index) => index + 1)}
                className="rounded-lg border border-primary px-4 py-2 font-semibold text-primary"
              >
                {TEXTS.switchCamera}
              </button>
            )}
            {state.step === 'error' && (
              <button
                type="button"
                onClick={() => setAttempt((value) => value + 1)}
                className="rounded-lg bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-dark"
              >
                {TEXTS.retry}
              </button>
            )}
            <Dialog.Close className="ml-auto rounded-lg px-4 py-2 font-semibold text-primary hover:bg-light">
              {TEXTS.close}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
