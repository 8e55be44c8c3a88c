/** Whether the person asked their system for less motion. */
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Confetti over the page (canvas-confetti, loaded on the first celebration), unless the person
 * asked for less motion. Drawn on a canvas of our own above the dialogs, without the library's
 * worker: the page's security policy refuses the blob: worker it would start.
 */
export async function celebrate(): Promise<void> {
  if (prefersReducedMotion()) return;
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:60';
  document.body.append(canvas);
  try {
    const { default: confetti } = await import('canvas-confetti');
    const fire = confetti.create(canvas, { resize: true, useWorker: false });
    await Promise.all([
      fire({ particleCount: 90, angle: 60, spread: 70, origin: { x: 0, y: 0.7 } }),
      fire({ particleCount: 90, angle: 120, spread: 70, origin: { x: 1, y: 0.7 } }),
    ]);
  } catch (error) {
    console.warn('[celebrate] confetti', error);
  } finally {
    canvas.remove();
  }
}
