import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QrScannerModal } from './qr-scanner-modal.tsx';

const scanner = vi.hoisted(() => ({
  getCameras: vi.fn<() => Promise<{ id: string; label: string }[]>>(),
  start: vi.fn(),
  decoded: '',
}));

vi.mock('html5-qrcode', () => ({
  Html5QrcodeSupportedFormats: { QR_CODE: 0 },
  Html5Qrcode: class {
    static getCameras = scanner.getCameras;
    isScanning = false;
    async start(camera: string, config: unknown, onSuccess: (text: string) => void) {
      scanner.start(camera, config);
      this.isScanning = true;
      if (scanner.decoded) queueMicrotask(() => onSuccess(scanner.decoded));
    }
    async stop() {
      this.isScanning = false;
    }
    clear() {}
  },
}));

function open(onCode = vi.fn()) {
  render(<QrScannerModal business="demo" open onOpenChange={() => {}} onCode={onCode} />);
  return onCode;
}

beforeEach(() => {
  scanner.getCameras.mockReset();
  scanner.start.mockReset();
  scanner.decoded = '';
});

describe('QR scanner', () => {
  it("asks for the camera permission when the browser refuses it, and 'Tentar novamente' asks again", async () => {
    scanner.getCameras.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    open();
    expect(await screen.findByText('Precisamos de permissão para usar a câmera.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(scanner.getCameras).toHaveBeenCalledTimes(2);
  });

  it('scans QR codes only with the specified options, and offers to switch between two cameras', async () => {
    scanner.getCameras.mockResolvedValue([
      { id: 'traseira', label: 'traseira' },
      { id: 'frontal', label: 'frontal' },
    ]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Trocar câmera' }));
    expect(scanner.start).toHaveBeenCalledWith('traseira', {
      fps: 10,
      qrbox: { width: 250, height: 250 },
      aspectRatio: 1,
    });
    expect(scanner.start).toHaveBeenLastCalledWith('frontal', expect.anything());
  });

  it('refuses a QR code of another platform and hands on a good one', async () => {
    scanner.getCameras.mockResolvedValue([{ id: 'unica', label: 'unica' }]);
    scanner.decoded = `http://${window.location.host}/outra/login/qrcode?access_code=ABCDE-23456`;
    const onCode = open();
    expect(await screen.findByText('Verifique se o QR Code pertence a plataforma.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Trocar câmera' })).not.toBeInTheDocument();

    scanner.decoded = `http://${window.location.host}/demo/login/qrcode?access_code=ABCDE-23456`;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await vi.waitFor(() => expect(onCode).toHaveBeenCalledWith('ABCDE23456'));
  });
});
