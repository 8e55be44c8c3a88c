import type { Clock } from '../../platform/clock.ts';
import { createRequestLimit } from '../../platform/rate-limit/request-limit.ts';

const MINUTE = 60_000;

/**
 * Request limits of the account routes, per route and per address (or per user once signed
 * in). Failed guesses are also counted by the sign-in throttle in the services.
 */
export function createAccountLimits(clock: Clock) {
  return {
    /** Availability, platform status, the question list: typed-ahead look-ups. */
    lookups: createRequestLimit({ clock, windowMs: MINUTE, max: 60 }),
    signUps: createRequestLimit({ clock, windowMs: 60 * MINUTE, max: 10 }),
    /** Anything that sends mail, per address. */
    mails: createRequestLimit({ clock, windowMs: 15 * MINUTE, max: 10 }),
    /** Mail to one account, whoever asks. */
    mailsPerAccount: createRequestLimit({ clock, windowMs: 15 * MINUTE, max: 3 }),
    /** Token and answer checks, per address. */
    recovery: createRequestLimit({ clock, windowMs: 15 * MINUTE, max: 30 }),
    /** Changes a signed-in user makes to their own account. */
    account: createRequestLimit({ clock, windowMs: MINUTE, max: 20 }),
  };
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;
