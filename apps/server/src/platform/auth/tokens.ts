import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, url-safe; only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens are 43 url-safe characters; anything else is rejected before a database look-up. */
export function looksLikeToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
