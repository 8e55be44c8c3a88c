import type { Theme } from '@ava/contracts';
import { clearLocalStorage, readFlag, readItem, writeFlag } from './storage.ts';

/** Settles when the browser has deleted the database, refused to, or found it in use. */
function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

async function deleteDatabases(): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  const databases = await indexedDB.databases();
  await Promise.all(databases.map(({ name }) => (name ? deleteDatabase(name) : undefined)));
}

/** A browser whose storage hangs must not keep the user on this screen: clearing gives up after this. */
const CLEAR_TIMEOUT_MS = 3_000;

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
 * The slug of the last platform this browser opened (its theme stays after logout), or the one
 * kept for this tab when the site data was cleared; null when none.
 */
export function lastPlatform(): string | null {
  const slug = readItem<Partial<Theme>>('theme')?.slug;
  return typeof slug === 'string' && slug !== '' ? slug : readFlag('lastPlatform');
}

/**
 * The unknown-address screen starts afresh once per browser session: it deletes local
 * databases, caches, service workers and localStorage, keeping for this tab which platform was
 * used last (the screen leads back to its login). Resolves true when it cleared.
 */
export async function clearSiteDataOnce(): Promise<boolean> {
  if (readFlag('siteDataCleared') !== null) return false;
  writeFlag('siteDataCleared', '1');
  const platform = lastPlatform();
  if (platform) writeFlag('lastPlatform', platform);
  const clearing = Promise.allSettled([deleteDatabases(), deleteCaches(), unregisterServiceWorkers()]);
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), CLEAR_TIMEOUT_MS));
  const results = await Promise.race([clearing, timeout]);
  if (results === 'timeout') console.error('[site-data] clearing took too long; reloading anyway');
  else for (const result of results) if (result.status === 'rejected') console.error('[site-data]', result.reason);
  clearLocalStorage();
  return true;
}
