import { MESSAGES } from '@ava/contracts';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Clock } from '../clock.ts';
import { tooManyRequests } from '../http/app-error.ts';

export interface RequestLimitOptions {
  clock: Clock;
  windowMs: number;
  /** Requests one key may make in a window. */
  max: number;
}

interface Window {
  count: number;
  resetsAt: number;
}

/**
 * Counts every request per key in fixed windows (the sign-in throttle counts only
 * failures). Like it, the counters live in the process: N instances loosen a limit N times.
 */
export function createRequestLimit(options: RequestLimitOptions) {
  const windows = new Map<string, Window>();

  function prune(now: number): void {
    for (const [key, window] of windows) if (window.resetsAt <= now) windows.delete(key);
  }

  return {
    /** Counts one request; returns the seconds to wait when the key is over its limit, else null. */
    take(key: string): number | null {
      const now = options.clock.now().getTime();
      if (windows.size > 50_000) prune(now);
      const window = windows.get(key);
      if (!window || window.resetsAt <= now) {
        windows.set(key, { count: 1, resetsAt: now + options.windowMs });
        return null;
      }
      window.count += 1;
      return window.count > options.max ? Math.ceil((window.resetsAt - now) / 1000) : null;
    },
  };
}

export type RequestLimit = ReturnType<typeof createRequestLimit>;

/**
 * An onRequest hook that answers 429 once the key of a request is over the limit. The key
 * is the route's own plus what `keyOf` gives (the address, or the user once signed in).
 */
export function limitRequests(
  limit: RequestLimit,
  keyOf: (request: FastifyRequest) => string = (request) => request.ip,
): onRequestAsyncHookHandler {
  return async (request) => {
    const wait = limit.take(`${request.routeOptions.method} ${request.routeOptions.url} ${keyOf(request)}`);
    if (wait !== null) throw tooManyRequests(MESSAGES.tooManyRequests, wait);
  };
}
