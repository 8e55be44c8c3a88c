import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a proven transfer password spares the argon2 check, and how many students are remembered at most. */
const PROVEN_FOR_MS = 15 * 60_000;
const MAX_PROVEN = 10_000;

/**
 * Transfer passwords recently proven with argon2, so that a student's next transfers cost an HMAC
 * rather than an argon2 check (tens of milliseconds of CPU each, what bounded transfers per second):
 * per user, the stored hash the password was proven against (a changed password forgets it) and an
 * HMAC of the password under a key made when the process starts, in memory only and for
 * PROVEN_FOR_MS. It changes no answer: a password is accepted exactly when argon2 accepts it, and a
 * wrong one always goes to argon2 (and counts as a failure).
 */
export function createProvenPasswords(now: () => number) {
  const key = randomBytes(32);
  const proven = new Map<string, { hash: string; digest: Buffer; until: number }>();
  const digestOf = (userId: string, password: string) =>
    createHmac('sha256', key).update(`${userId}\n${password}`).digest();

  return {
    /** Whether this password was proven for this user against this stored hash lately. */
    has(userId: string, hash: string, password: string): boolean {
      const entry = proven.get(userId);
      if (!entry || entry.hash !== hash || entry.until <= now()) return false;
      return timingSafeEqual(entry.digest, digestOf(userId, password));
    },

    /** Remembers a password argon2 just accepted; the oldest remembered is forgotten past MAX_PROVEN. */
    remember(userId: string, hash: string, password: string): void {
      proven.delete(userId);
      proven.set(userId, { hash, digest: digestOf(userId, password), until: now() + PROVEN_FOR_MS });
      if (proven.size > MAX_PROVEN) {
        const oldest = proven.keys().next().value;
        if (oldest !== undefined) proven.delete(oldest);
      }
    },
  };
}

export type ProvenPasswords = ReturnType<typeof createProvenPasswords>;
