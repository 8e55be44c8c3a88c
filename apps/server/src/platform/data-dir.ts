import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

async function readKept(file: string): Promise<string | null> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The content of `fileName` in the data directory, written with `create()` the first time, so
 * restarts and every process on that directory read the same (generated secrets and keys). The
 * file appears by hard-linking a complete temporary file (which fails if another process won the
 * race), so no process ever reads a half-written one.
 */
export async function keptInDataDir(dataDir: string, fileName: string, create: () => string): Promise<string> {
  const file = path.join(dataDir, fileName);
  const existing = await readKept(file);
  if (existing !== null) return existing;
  await mkdir(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}`;
  await writeFile(temporary, create(), { mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
  const kept = await readKept(file);
  if (kept === null) throw new Error(`kept file missing: ${file}`);
  return kept;
}
