import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, assertValidPrefix, type FileStore } from './file-store.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under `<dir>/objects/<key>`, each with its content type in `<dir>/meta/<key>.json`.
 * Writes go to a temporary file first and are renamed into place, so a reader never sees
 * half a file. Every key is validated and resolved inside the root: no path traversal.
 */
export function createLocalFileStore(dir: string): FileStore {
  const root = path.resolve(dir);
  const objects = path.join(root, 'objects');
  const meta = path.join(root, 'meta');
  const temp = path.join(root, 'tmp');

  const inside = (base: string, key: string) => {
    const resolved = path.resolve(base, ...key.split('/'));
    if (!resolved.startsWith(base + path.sep)) throw new Error(`storage key escapes its root: ${key}`);
    return resolved;
  };
  const objectPath = (key: string) => {
    assertValidKey(key);
    return inside(objects, key);
  };
  const metaPath = (key: string) => `${inside(meta, key)}.json`;

  async function writeAtomically(target: string, write: (tempFile: string) => Promise<void>) {
    await mkdir(temp, { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    const tempFile = path.join(temp, randomUUID());
    try {
      await write(tempFile);
      await rename(tempFile, target);
    } catch (error) {
      await rm(tempFile, { force: true });
      throw error;
    }
  }

  async function walk(folder: string, keyPrefix: string, out: { key: string; size: number; updatedAt: Date }[]) {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      const key = keyPrefix ? `${keyPrefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(full, key, out);
      else if (entry.isFile()) {
        const info = await stat(full);
        out.push({ key, size: info.size, updatedAt: info.mtime });
      }
    }
  }

  return {
    kind: 'local',

    async put(key, body, contentType) {
      const target = objectPath(key);
      await writeAtomically(metaPath(key), (file) => writeFile(file, JSON.stringify({ contentType })));
      await writeAtomically(target, (file) => writeFile(file, body));
    },

    async get(key) {
      const target = objectPath(key);
      try {
        const [info, stored] = await Promise.all([stat(target), readFile(metaPath(key), 'utf8')]);
        if (!info.isFile()) return null;
        const { contentType } = JSON.parse(stored) as { contentType: string };
        return { body: createReadStream(target), contentType, size: info.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async list(prefix) {
      assertValidPrefix(prefix);
      // Walk the deepest folder the prefix names, then keep the keys that start with it.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const found: { key: string; size: number; updatedAt: Date }[] = [];
      await walk(folder ? inside(objects, folder) : objects, folder, found);
      return found.filter((entry) => entry.key.startsWith(prefix)).sort((a, b) => a.key.localeCompare(b.key));
    },

    async copy(fromKey, toKey) {
      const source = objectPath(fromKey);
      const target = objectPath(toKey);
      await writeAtomically(metaPath(toKey), (file) => copyFile(metaPath(fromKey), file));
      await writeAtomically(target, (file) => copyFile(source, file));
    },

    async delete(key) {
      const target = objectPath(key);
      await rm(target, { force: true });
      await rm(metaPath(key), { force: true });
    },
  };
}
