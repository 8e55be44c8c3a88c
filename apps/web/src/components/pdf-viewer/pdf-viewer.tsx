import {
  ChevronLeft,
  ChevronRight,
  Download,
  Maximize,
  Minimize,
  MoveHorizontal,
  Printer,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../lib/media-query.ts';
import { SECONDARY_BUTTON } from '../ui/classes.ts';
import { openPdf, type PdfDocument } from './pdf-document.ts';
import { PDF_VIEWER_NAMESPACE } from './pdf-viewer-strings.ts';
import { clampPage, FIT_WIDTH, nextZoom, type Zoom } from './pdf-zoom.ts';
import { printPdf } from './print-pdf.ts';

export interface PdfViewerProps {
  /** The PDF's address (a signed storage url or a same-origin path). */
  src: string;
  /** The name a download is saved under. */
  fileName?: string;
  /** Shows 'Baixar' (document 3: only when canDownload is set). */
  allowDownload?: boolean;
  /** Told when 'Baixar' is used (the library records the download). */
  onDownload?: () => void;
  /** Shows 'Imprimir' on a desktop, and only when download is allowed too (document 3 section 2). */
  allowPrint?: boolean;
  /** Height of the page area; the dialog fills the screen, inline it defaults to 70% of it. */
  className?: string;
}

const DESKTOP = '(min-width: 1024px)';
const TOOL = 'grid size-10 shrink-0 place-items-center rounded-lg text-title hover:bg-black/5 disabled:opacity-40';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; pdf: PdfDocument };

/** The lite PDF viewer: one page at a time with its toolbar, inline in a screen or inside PdfViewerDialog. */
export function PdfViewer({
  src,
  fileName,
  allowDownload = false,
  onDownload,
  allowPrint = false,
  className,
}: PdfViewerProps) {
  const { t } = useTranslation(PDF_VIEWER_NAMESPACE);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<Zoom>(FIT_WIDTH);
  const [fitScale, setFitScale] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
  const desktop = useMediaQuery(DESKTOP);
  const frame = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reopens the same src after a failure.
  useEffect(() => {
    let current: PdfDocument | null = null;
    let stale = false;
    setLoaded({ state: 'loading' });
    setPage(1);
    openPdf(src).then(
      (pdf) => {
        if (stale) return pdf.destroy();
        current = pdf;
        setLoaded({ state: 'ready', pdf });
      },
      () => !stale && setLoaded({ state: 'failed' }),
    );
    return () => {
      stale = true;
      current?.destroy();
    };
  }, [src, attempt]);

  const pdf = loaded.state === 'ready' ? loaded.pdf : null;
  const pageCount = pdf?.numPages ?? 0;
  const scale = zoom === FIT_WIDTH ? fitScale : zoom;

  // Fit width follows the page area's width (the screen turning, the dialog going full screen).
  useEffect(() => {
    const element = area.current;
    if (!pdf || !element) return;
    let stale = false;
    const measure = async () => {
      const { width } = await pdf.pageSize(page);
      const available = element.clientWidth - 16;
      if (!stale && available > 0 && width > 0) setFitScale(available / width);
    };
    void measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => void measure());
    observer?.observe(element);
    return () => {
      stale = true;
      observer?.disconnect();
    };
  }, [pdf, page]);

  useEffect(() => {
    if (!pdf || !canvas.current) return;
    const drawing = pdf.renderPage(page, canvas.current, scale);
    drawing.done.catch(() => {});
    return () => drawing.cancel();
  }, [pdf, page, scale]);

  useEffect(() => {
    const follow = () => setFullscreen(document.fullscreenElement === frame.current && frame.current !== null);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  const goTo = useCallback((wanted: number) => setPage(clampPage(wanted, pageCount)), [pageCount]);

  function onAreaKey(event: KeyboardEvent) {
    if (event.key === 'ArrowRight' || event.key === 'PageDown') goTo(page + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'PageUp') goTo(page - 1);
    else if (event.key === 'Home') goTo(1);
    else if (event.key === 'End') goTo(pageCount);
    else return;
    event.preventDefault();
  }

  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen();
  }

  const canFullscreen = desktop && typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const canPrint = allowPrint && allowDownload && desktop;

  return (
    <div
      ref={frame}
      className={`flex min-h-0 flex-col rounded-lg border border-gray-200 bg-gray-100 ${className ?? ''}`}
    >
      <div
        role="toolbar"
        aria-label={t('toolbar')}
        className="flex flex-wrap items-center justify-center gap-1 border-b border-gray-200 bg-white p-1"
      >
        <button
          type="button"
          className={TOOL}
          onClick={() => goTo(page - 1)}
          disabled={!pdf || page <= 1}
          aria-label={t('previous')}
          title={t('previous')}
        >
          <ChevronLeft aria-hidden />
        </button>
        <PageInput page={page} pageCount={pageCount} disabled={!pdf} onGo={goTo} />
        <button
          type="button"
          className={TOOL}
          onClick={() => goTo(page + 1)}
          disabled={!pdf || page >= pageCount}
          aria-label={t('next')}
          title={t('next')}
        >
          <ChevronRight aria-hidden />
        </button>
        <span className="mx-1 h-6 w-px bg-gray-200" aria-hidden />
        <button
          type="button"
          className={TOOL}
          onClick={() => setZoom(nextZoom(scale, 'out'))}
          disabled={!pdf || nextZoom(scale, 'out') === scale}
          aria-label={t('zoomOut')}
          title={t('zoomOut')}
        >
          <ZoomOut aria-hidden />
        </button>
        <output
          className="w-12 text-center text-sm text-subtitle"
          aria-live="polite"
          aria-label={t('zoomLevel', { percent: Math.round(scale * 100) })}
        >
          {`${Math.round(scale * 100)}%`}
        </output>
        <button
          type="button"
          className={TOOL}
          onClick={() => setZoom(nextZoom(scale, 'in'))}
          disabled={!pdf || nextZoom(scale, 'in') === scale}
          aria-label={t('zoomIn')}
          title={t('zoomIn')}
        >
          <ZoomIn aria-hidden />
        </button>
        <button
          type="button"
          className={TOOL}
          onClick={() => setZoom(FIT_WIDTH)}
          disabled={!pdf}
          aria-pressed={zoom === FIT_WIDTH}
          aria-label={t('fitWidth')}
          title={t('fitWidth')}
        >
          <MoveHorizontal aria-hidden />
        </button>
        {(canFullscreen || allowDownload || canPrint) && <span className="mx-1 h-6 w-px bg-gray-200" aria-hidden />}
        {canFullscreen && (
          <button
            type="button"
            className={TOOL}
            onClick={toggleFullscreen}
            aria-label={t(fullscreen ? 'exitFullscreen' : 'fullscreen')}
            title={t(fullscreen ? 'exitFullscreen' : 'fullscreen')}
          >
            {fullscreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
          </button>
        )}
        {allowDownload && (
          <a
            className={TOOL}
            href={src}
            download={fileName ?? true}
            onClick={onDownload}
            aria-label={t('download')}
            title={t('download')}
          >
            <Download aria-hidden />
          </a>
        )}
        {canPrint && (
          <button
            type="button"
            className={TOOL}
            onClick={() => void printPdf(src)}
            aria-label={t('print')}
            title={t('print')}
          >
            <Printer aria-hidden />
          </button>
        )}
      </div>
      <section
        ref={area}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the page area scrolls and turns pages with the keyboard.
        tabIndex={0}
        aria-label={pdf ? t('pageShown', { page, count: pageCount }) : t('loading')}
        onKeyDown={onAreaKey}
        className="relative min-h-0 flex-1 overflow-auto p-2 focus-visible:outline-2 focus-visible:outline-primary"
      >
        {loaded.state === 'loading' && (
          <p role="status" className="p-6 text-center text-subtitle">
            {t('loading')}
          </p>
        )}
        {loaded.state === 'failed' && (
          <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center text-title">
            <p>{t('failure')}</p>
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setAttempt(attempt + 1)}>
              {t('retry')}
            </button>
          </div>
        )}
        <canvas ref={canvas} hidden={!pdf} className="mx-auto block bg-white shadow" />
      </section>
    </div>
  );
}

/** The page number field: typed freely, it goes (clamped to the document) on Enter or when left. */
function PageInput({
  page,
  pageCount,
  disabled,
  onGo,
}: {
  page: number;
  pageCount: number;
  disabled: boolean;
  onGo: (page: number) => void;
}) {
  const { t } = useTranslation(PDF_VIEWER_NAMESPACE);
  // What is being typed; null shows the current page, so the field never lags a page turn.
  const [draft, setDraft] = useState<string | null>(null);
  const go = () => {
    if (draft === null) return;
    const wanted = Number.parseInt(draft, 10);
    if (!Number.isNaN(wanted)) onGo(clampPage(wanted, pageCount));
    setDraft(null);
  };
  return (
    <label className="flex items-center gap-1 text-sm text-subtitle">
      <span className="sr-only">{t('page')}</span>
      <input
        type="text"
        inputMode="numeric"
        value={draft ?? String(page)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          go();
        }}
        onBlur={go}
        className="h-9 w-12 rounded border border-gray-300 bg-white text-center text-title"
      />
      <span aria-hidden>{t('pageOf', { count: pageCount })}</span>
    </label>
  );
}
