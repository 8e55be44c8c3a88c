/** The zoom of the viewer: fit to the page area's width, or a fixed factor. */
export const FIT_WIDTH = 'fit-width';
export type Zoom = typeof FIT_WIDTH | number;

/** The factors 'Aumentar zoom' and 'Diminuir zoom' step through. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

/** The next step up or down from the zoom shown (which may be fit width's own factor); the same at either end. */
export function nextZoom(current: number, direction: 'in' | 'out'): number {
  const steps = direction === 'in' ? ZOOM_STEPS : [...ZOOM_STEPS].reverse();
  const found = steps.find((step) => (direction === 'in' ? step > current + 0.001 : step < current - 0.001));
  return found ?? current;
}

/** A page number typed or stepped to, kept within the document (1 when it has no pages yet). */
export function clampPage(wanted: number, pageCount: number): number {
  if (!Number.isFinite(wanted)) return 1;
  return Math.min(Math.max(Math.trunc(wanted), 1), Math.max(pageCount, 1));
}
