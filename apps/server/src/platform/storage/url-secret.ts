import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { keptInDataDir } from '../data-dir.ts';

export const URL_SECRET_FILE = 'storage-url-secret';
const MIN_LENGTH = 32;

/**
 * The key that signs file urls: STORAGE_URL_SECRET, or one generated once and kept in
 * DATA_DIR, so restarts and every process on that directory sign alike.
 */
export async function loadUrlSecret(config: { STORAGE_URL_SECRET?: string; DATA_DIR: string }): Promise<string> {
  if (config.STORAGE_URL_SECRET) return config.STORAGE_URL_SECRET;
  const secret = await keptInDataDir(config.DATA_DIR, URL_SECRET_FILE, () => randomBytes(32).toString('base64url'));
  if (secret.length < MIN_LENGTH) {
    throw new Error(`storage url secret shorter than ${MIN_LENGTH}: ${path.join(config.DATA_DIR, URL_SECRET_FILE)}`);
  }
  return secret;
}
