import { clearLocalStorage, readFlag, writeFlag } from './storage.ts';

async function deleteDatabases(): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name);
}

async function deleteCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
}

async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

/**
 * The unknown-address screen starts afresh once per browser session: it deletes local
 * databases, caches, service workers and localStorage. Resolves true when it cleared.
 */
export async function clearSiteDataOnce(): Promise<boolean> {
  if (readFlag('siteDataCleared') !== null) return false;
  writeFlag('siteDataCleared', '1');
  const results = await Promise.allSettled([deleteDatabases(), deleteCaches(), unregisterServiceWorkers()]);
  for (const result of results) if (result.status === 'rejected') console.error('[site-data]', result.reason);
  clearLocalStorage();
  return true;
}
