import type { QueryClient } from '@tanstack/react-query';

/** The workbox precache holds the built app itself; every other cache holds request data. */
const APP_CACHE = /^workbox-precache/;

/**
 * Forgets the answers of the previous version before it reloads: the TanStack Query cache and
 * any Cache Storage of API data (the 'requestsCache' of document 1 section 9 among them).
 */
export async function clearRequestCache(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  if (typeof caches === 'undefined') return;
  const names = (await caches.keys()).filter((name) => !APP_CACHE.test(name));
  await Promise.all(names.map((name) => caches.delete(name)));
}
