import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubViewport } from '../../test/viewport.ts';
import { openPdf, type PdfDocument } from './pdf-document.ts';
import { PdfViewer } from './pdf-viewer.tsx';
import { PdfViewerDialog } from './pdf-viewer-dialog.tsx';

// jsdom draws no canvas: pdf.js's boundary is replaced by a five-page document that records what it was asked to draw.
vi.mock('./pdf-document.ts', () => ({ openPdf: vi.fn() }));

const drawn: { page: number; scale: number }[] = [];

function fakePdf(numPages = 5): PdfDocument {
  return {
    numPages,
    pageSize: async () => ({ width: 600, height: 800 }),
    renderPage: (page, _canvas, scale) => {
      drawn.push({ page, scale });
      return { done: Promise.resolve(), cancel: () => {} };
    },
    destroy: () => {},
  };
}

const lastDrawn = () => drawn.at(-1);

beforeEach(() => {
  drawn.length = 0;
  vi.mocked(openPdf).mockResolvedValue(fakePdf());
  stubViewport(1280);
  Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
});
afterEach(() => vi.mocked(openPdf).mockReset());

async function renderViewer(props: Partial<Parameters<typeof PdfViewer>[0]> = {}) {
  render(<PdfViewer src="/arquivos/guia.pdf" {...props} />);
  const toolbar = screen.getByRole('toolbar', { name: 'Controles do PDF' });
  await screen.findByRole('region', { name: 'Página 1 de 5' });
  return within(toolbar);
}

describe('PdfViewer', () => {
  it('says it is loading, then shows page 1 of the document at its width', async () => {
    render(<PdfViewer src="/arquivos/guia.pdf" />);
    expect(screen.getByText('Carregando PDF…')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Página 1 de 5' })).toBeInTheDocument();
    expect(openPdf).toHaveBeenCalledWith('/arquivos/guia.pdf');
    expect(screen.queryByText('Carregando PDF…')).not.toBeInTheDocument();
    // The page is drawn once its size is known, a moment after the region shows.
    await vi.waitFor(() => expect(lastDrawn()?.page).toBe(1));
    expect(screen.getByRole('button', { name: 'Ajustar à largura' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns pages with the arrows and stops at both ends', async () => {
    const user = userEvent.setup({ delay: null });
    const toolbar = await renderViewer();
    expect(toolbar.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await user.click(toolbar.getByRole('button', { name: 'Próxima página' }));
    await user.click(toolbar.getByRole('button', { name: 'Próxima página' }));
    expect(screen.getByRole('region', { name: 'Página 3 de 5' })).toBeInTheDocument();
    expect(lastDrawn()?.page).toBe(3);
    expect(toolbar.getByRole('textbox', { name: 'Página' })).toHaveValue('3');
    await user.click(toolbar.getByRole('button', { name: 'Página anterior' }));
    expect(lastDrawn()?.page).toBe(2);
    for (let i = 0; i < 3; i++) await user.click(toolbar.getByRole('button', { name: 'Próxima página' }));
    expect(toolbar.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    expect(toolbar.getByText('de 5')).toBeInTheDocument();
  });

  it('goes to the typed page on Enter, clamped to the document', async () => {
    const user = userEvent.setup({ delay: null });
    const toolbar = await renderViewer();
    const input = toolbar.getByRole('textbox', { name: 'Página' });
    await user.clear(input);
    await user.type(input, '4');
    expect(lastDrawn()?.page).toBe(1);
    await user.keyboard('{Enter}');
    expect(lastDrawn()?.page).toBe(4);
    await user.clear(input);
    await user.type(input, '99{Enter}');
    expect(lastDrawn()?.page).toBe(5);
    expect(input).toHaveValue('5');
    await user.clear(input);
    await user.type(input, '0{Enter}');
    expect(lastDrawn()?.page).toBe(1);
    expect(input).toHaveValue('1');
    await user.type(input, 'abc');
    expect(input).toHaveValue('1');
  });

  it('turns pages from the keyboard in the page area', async () => {
    const user = userEvent.setup({ delay: null });
    await renderViewer();
    screen.getByRole('region', { name: 'Página 1 de 5' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(lastDrawn()?.page).toBe(3);
    await user.keyboard('{End}');
    expect(lastDrawn()?.page).toBe(5);
    await user.keyboard('{ArrowLeft}');
    expect(lastDrawn()?.page).toBe(4);
    await user.keyboard('{Home}');
    expect(lastDrawn()?.page).toBe(1);
  });

  it('zooms in and out by steps within its limits, and back to the width', async () => {
    const user = userEvent.setup({ delay: null });
    const toolbar = await renderViewer();
    // jsdom lays nothing out: the page area has no width, so fit width keeps 100%.
    expect(toolbar.getByText('100%')).toBeInTheDocument();
    await user.click(toolbar.getByRole('button', { name: 'Aumentar zoom' }));
    expect(toolbar.getByText('125%')).toBeInTheDocument();
    expect(lastDrawn()?.scale).toBe(1.25);
    expect(toolbar.getByRole('button', { name: 'Ajustar à largura' })).toHaveAttribute('aria-pressed', 'false');
    for (let i = 0; i < 3; i++) await user.click(toolbar.getByRole('button', { name: 'Diminuir zoom' }));
    expect(toolbar.getByText('50%')).toBeInTheDocument();
    expect(toolbar.getByRole('button', { name: 'Diminuir zoom' })).toBeDisabled();
    for (let i = 0; i < 6; i++) await user.click(toolbar.getByRole('button', { name: 'Aumentar zoom' }));
    expect(toolbar.getByText('300%')).toBeInTheDocument();
    expect(toolbar.getByRole('button', { name: 'Aumentar zoom' })).toBeDisabled();
    await user.click(toolbar.getByRole('button', { name: 'Ajustar à largura' }));
    expect(lastDrawn()?.scale).toBe(1);
  }, 15_000);

  it('offers neither download nor print unless the caller allows them', async () => {
    const toolbar = await renderViewer();
    expect(toolbar.queryByRole('link', { name: 'Baixar' })).not.toBeInTheDocument();
    expect(toolbar.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
    expect(toolbar.getByRole('button', { name: 'Tela cheia' })).toBeInTheDocument();
  });

  it('downloads under the file name, and prints on a desktop only when download is allowed too', async () => {
    const toolbar = await renderViewer({ allowDownload: true, allowPrint: true, fileName: 'guia.pdf' });
    const download = toolbar.getByRole('link', { name: 'Baixar' });
    expect(download).toHaveAttribute('href', '/arquivos/guia.pdf');
    expect(download).toHaveAttribute('download', 'guia.pdf');
    expect(toolbar.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
  });

  it('prints nothing when only print is allowed', async () => {
    const toolbar = await renderViewer({ allowPrint: true });
    expect(toolbar.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
  });

  it('leaves full screen and print out on a phone', async () => {
    stubViewport(390);
    const toolbar = await renderViewer({ allowDownload: true, allowPrint: true });
    expect(toolbar.queryByRole('button', { name: 'Tela cheia' })).not.toBeInTheDocument();
    expect(toolbar.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
    expect(toolbar.getByRole('link', { name: 'Baixar' })).toBeInTheDocument();
  });

  it('says when the PDF cannot be opened, and tries again on request', async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(openPdf).mockRejectedValueOnce(new Error('404'));
    render(<PdfViewer src="/arquivos/sumiu.pdf" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível abrir o PDF.');
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Página 1 de 5' })).toBeInTheDocument();
    expect(openPdf).toHaveBeenCalledTimes(2);
  });
});

describe('PdfViewerDialog', () => {
  it('shows the document under its title and closes with its ×', async () => {
    const user = userEvent.setup({ delay: null });
    const onOpenChange = vi.fn();
    render(<PdfViewerDialog open onOpenChange={onOpenChange} src="/arquivos/guia.pdf" title="Guia da trilha" />);
    const dialog = screen.getByRole('dialog', { name: 'Guia da trilha' });
    expect(await within(dialog).findByRole('region', { name: 'Página 1 de 5' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('opens nothing while closed', () => {
    render(<PdfViewerDialog open={false} onOpenChange={() => {}} src="/arquivos/guia.pdf" title="Guia da trilha" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openPdf).not.toHaveBeenCalled();
  });
});
