import { TIME } from '@ava/contracts';
import type { AppUpdates } from './app-updates.ts';

/** A tab left open for days still learns of a new version: the browser checks at every page load, this once an hour. */
const UPDATE_CHECK_MS = TIME.hour;
/** The message the generated service worker (vite-plugin-pwa, registerType 'prompt') answers with skipWaiting(). */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

interface Options {
  container: ServiceWorkerContainer;
  scriptUrl: string;
  reload: () => void;
}

/**
 * The service worker's side of the update banner. Its precache serves the built app; a new
 * version installs beside it and waits. The banner shows when one is waiting (found at start,
 * while installing, or later) or when another tab let one take over; accepting it sends
 * SKIP_WAITING and reloads once the new version controls the page.
 */
export function createServiceWorkerUpdates({ container, scriptUrl, reload }: Options): AppUpdates {
  let started = false;
  let waiting = false;
  let accepted = false;
  let registration: ServiceWorkerRegistration | null = null;
  const listeners = new Set<() => void>();

  function announce() {
    if (waiting) return;
    waiting = true;
    for (const listener of listeners) listener();
  }

  /** An installed worker is an update only when another one already controls the page. */
  function watch(worker: ServiceWorker | null) {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) announce();
    });
  }

  async function start() {
    container.addEventListener('controllerchange', () => (accepted ? reload() : announce()));
    registration = await container.register(scriptUrl);
    if (registration.waiting && container.controller) announce();
    watch(registration.installing);
    registration.addEventListener('updatefound', () => watch(registration?.installing ?? null));
    setInterval(() => void registration?.update().catch(() => {}), UPDATE_CHECK_MS);
  }

  return {
    subscribe(listener) {
      if (!started) {
        started = true;
        start().catch((error) => console.error('[service-worker]', error));
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isWaiting: () => waiting,
    async activate() {
      const next = registration?.waiting;
      if (!next) return reload();
      accepted = true;
      next.postMessage(SKIP_WAITING);
    },
  };
}
