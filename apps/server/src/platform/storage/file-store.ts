import type { Readable } from 'node:stream';

/**
 * Where file bytes live: a local directory by default, an S3-compatible bucket when S3_* is
 * set. Keys are `/`-separated paths; metadata and access rules live above this layer.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Readable; contentType: string; size: number } | null>;
  list(prefix: string): Promise<{ key: string; size: number; updatedAt: Date }[]>;
  copy(fromKey: string, toKey: string): Promise<void>;
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
export const MAX_KEY_LENGTH = 900;

/** True for a key of safe segments: no empty, `.` or `..` segment, no leading or trailing slash. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
}

/** A list prefix is a valid key, optionally ending in `/`, or empty. */
export function isValidPrefix(prefix: string): boolean {
  if (prefix === '') return true;
  return isValidKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

export function assertValidPrefix(prefix: string): void {
  if (!isValidPrefix(prefix)) throw new Error(`invalid storage prefix: ${JSON.stringify(prefix)}`);
}
