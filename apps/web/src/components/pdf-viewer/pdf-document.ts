/**
 * The one place that speaks to pdf.js. The library and its worker are imported on the first PDF
 * opened, so screens that show none never download them; the worker is bundled by Vite (no CDN).
 */

/** An opened PDF: how many pages it has, each page's size and drawing one onto a canvas. */
export interface PdfDocument {
  numPages: number;
  /** The page's size in CSS pixels at zoom 1. */
  pageSize(pageNumber: number): Promise<{ width: number; height: number }>;
  /** Draws the page at that zoom; `cancel` stops a drawing a newer one replaces. */
  renderPage(pageNumber: number, canvas: HTMLCanvasElement, scale: number): { done: Promise<void>; cancel(): void };
  destroy(): void;
}

async function pdfjs() {
  const [library, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  library.GlobalWorkerOptions.workerSrc = worker.default;
  return library;
}

export async function openPdf(src: string): Promise<PdfDocument> {
  const { getDocument } = await pdfjs();
  const pdf = await getDocument({ url: src }).promise;
  const page = (pageNumber: number) => pdf.getPage(pageNumber);
  // pdf.js refuses a canvas still being drawn: each drawing starts once the one it replaces has stopped.
  let previous: Promise<unknown> = Promise.resolve();
  return {
    numPages: pdf.numPages,
    async pageSize(pageNumber) {
      const { width, height } = (await page(pageNumber)).getViewport({ scale: 1 });
      return { width, height };
    },
    renderPage(pageNumber, canvas, scale) {
      let cancelled = false;
      let task: { promise: Promise<void>; cancel(): void } | null = null;
      const done = previous
        .catch(() => {})
        .then(async () => {
          if (cancelled) return;
          const loaded = await page(pageNumber);
          if (cancelled) return;
          // Drawn at the screen's pixel density, shown at CSS size: sharp on phones.
          const density = window.devicePixelRatio || 1;
          const viewport = loaded.getViewport({ scale: scale * density });
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.style.width = `${Math.floor(viewport.width / density)}px`;
          canvas.style.height = `${Math.floor(viewport.height / density)}px`;
          task = loaded.render({ canvas, viewport });
          await task.promise;
        });
      previous = done;
      return {
        done,
        cancel() {
          cancelled = true;
          task?.cancel();
        },
      };
    },
    destroy() {
      void pdf.destroy();
    },
  };
}
