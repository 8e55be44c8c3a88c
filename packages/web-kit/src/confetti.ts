const importLibrary = () => import('canvas-confetti');
let library: ReturnType<typeof importLibrary> | null = null;

/** The library's chunk, loaded on first use (or ahead, by calling this), never with the first frame. */
export function loadConfetti(): ReturnType<typeof importLibrary> {
  const loading = library ?? importLibrary();
  library = loading;
  // A failed load (offline) is tried again next time.
  loading.catch(() => {
    library = null;
  });
  return loading;
}

const prefersLessMotion = () =>
  typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Confetti over the page, unless the person asked the system for less motion. Drawn on a canvas of
 * our own in the page itself: the library's shared one would start a blob: worker, which the apps'
 * security policy refuses.
 */
export async function celebrate(particleCount = 140): Promise<void> {
  if (prefersLessMotion()) return;
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = 'position:fixed;inset:0;z-index:60;width:100%;height:100%;pointer-events:none';
  document.body.append(canvas);
  try {
    const { default: confetti } = await loadConfetti();
    const fire = confetti.create(canvas, { resize: true, useWorker: false });
    await fire({ particleCount, spread: 80, origin: { y: 0.6 } });
  } catch (error) {
    console.warn('[confetti]', error);
  } finally {
    canvas.remove();
  }
}
