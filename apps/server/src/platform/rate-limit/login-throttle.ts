import { MESSAGES } from '@ava/contracts';
import type { Clock } from '../clock.ts';
import { AppError, tooManyRequests } from '../http/app-error.ts';

export interface LoginThrottleOptions {
  clock: Clock;
  windowMs: number;
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
}

export interface LoginAttemptKeys {
  account: string;
  address: string;
}

interface Window {
  failures: number;
  resetsAt: number;
}

/**
 * Counts failed sign-ins per account and per address in fixed windows. A key over its
 * limit is refused until its window ends, even with the right password; a success
 * clears the account's count. Successful sign-ins never count, so a whole school behind
 * one address is not locked out.
 */
export function createLoginThrottle(options: LoginThrottleOptions) {
  const windows = new Map<string, Window>();
  const limitOf = (key: string) =>
    key.startsWith('account:') ? options.maxFailuresPerAccount : options.maxFailuresPerAddress;

  function prune(now: number): void {
    for (const [key, window] of windows) if (window.resetsAt <= now) windows.delete(key);
  }

  function keysOf(attempt: LoginAttemptKeys): string[] {
    return [`account:${attempt.account}`, `address:${attempt.address}`];
  }

  function retryAfter(attempt: LoginAttemptKeys): number | null {
    const now = options.clock.now().getTime();
    let wait = 0;
    for (const key of keysOf(attempt)) {
      const window = windows.get(key);
      if (window && window.resetsAt > now && window.failures >= limitOf(key)) {
        wait = Math.max(wait, Math.ceil((window.resetsAt - now) / 1000));
      }
    }
    return wait > 0 ? wait : null;
  }

  function recordFailure(attempt: LoginAttemptKeys): void {
    const now = options.clock.now().getTime();
    if (windows.size > 50_000) prune(now);
    for (const key of keysOf(attempt)) {
      const window = windows.get(key);
      if (window && window.resetsAt > now) window.failures += 1;
      else windows.set(key, { failures: 1, resetsAt: now + options.windowMs });
    }
  }

  function recordSuccess(attempt: LoginAttemptKeys): void {
    windows.delete(`account:${attempt.account}`);
  }

  return {
    /** Seconds to wait when the attempt is over a limit, else null. */
    retryAfter,
    recordFailure,
    recordSuccess,

    /**
     * Runs one sign-in attempt of any kind under the limits: refused with 429 while over a
     * limit; a 401 without a blocked user's title counts as a failure, an answer as a success.
     */
    async guard<T>(attempt: LoginAttemptKeys, run: () => Promise<T>): Promise<T> {
      const wait = retryAfter(attempt);
      if (wait !== null) throw tooManyRequests(MESSAGES.tooManyLoginAttempts, wait);
      try {
        const result = await run();
        recordSuccess(attempt);
        return result;
      } catch (error) {
        if (error instanceof AppError && error.status === 401 && error.extra.title === undefined) {
          recordFailure(attempt);
        }
        throw error;
      }
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
