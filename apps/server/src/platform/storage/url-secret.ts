import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const URL_SECRET_FILE = 'storage-url-secret';
const MIN_LENGTH = 32;

async function readSecret(file: string): Promise<string | null> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    if (secret.length < MIN_LENGTH) throw new Error(`storage url secret shorter than ${MIN_LENGTH}: ${file}`);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The key that signs file urls: STORAGE_URL_SECRET, or one generated once and kept in
 * DATA_DIR, so restarts and every process on that directory sign alike. The file appears by
 * hard-linking a complete temporary file (which fails if another process won the race), so
 * no process ever reads a half-written secret.
 */
export async function loadUrlSecret(config: { STORAGE_URL_SECRET?: string; DATA_DIR: string }): Promise<string> {
  if (config.STORAGE_URL_SECRET) return config.STORAGE_URL_SECRET;
  const file = path.join(config.DATA_DIR, URL_SECRET_FILE);
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(config.DATA_DIR, { recursive: true });
  const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}`;
  await writeFile(temporary, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
  const secret = await readSecret(file);
  if (!secret) throw new Error(`storage url secret missing: ${file}`);
  return secret;
}
