/**
 * GETs the page's first script starts for a landing it can predict (`route-preload.ts`), so the
 * answers travel beside the code instead of after the entry has run and the router has called
 * its loader (issue 22: on a slow phone, the home's requests began about 1 s into the load).
 * `request` takes each answer once, for the same address and token; nothing is kept past the
 * first seconds of the page, so a later visit of a screen always asks the server again.
 */

/** How long after the page's start an answer started by the first script may still be taken. */
const FRESH_MS = 15_000;

interface Prefetched {
  authorization: string;
  response: Promise<Response>;
}

/** Shared through the page's global: the first script and the entry are separate bundles. */
const STORE_KEY = '__avaLandingPrefetch';
type Store = Map<string, Prefetched>;

function store(): Store {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: Store };
  holder[STORE_KEY] ??= new Map();
  return holder[STORE_KEY];
}

/** Starts a GET of each address with the stored session's headers. */
export function prefetchGets(urls: readonly string[], headers: { authorization: string; platform: string }) {
  const prefetched = store();
  for (const url of urls) {
    const response = fetch(url, { headers: { Authorization: headers.authorization, 'X-Platform': headers.platform } });
    // A failed prefetch is asked again by `request`; it must not surface as an unhandled rejection.
    response.catch(() => undefined);
    prefetched.set(url, { authorization: headers.authorization, response });
  }
}

/** The first script's answer for this GET, once, when it was asked with the same token and is fresh. */
export function takePrefetched(url: string, authorization: string | null): Promise<Response> | undefined {
  const prefetched = store();
  const entry = prefetched.get(url);
  if (!entry) return undefined;
  prefetched.delete(url);
  if (entry.authorization !== authorization || performance.now() > FRESH_MS) return undefined;
  return entry.response;
}
