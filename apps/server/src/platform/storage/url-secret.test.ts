import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadUrlSecret, URL_SECRET_FILE } from './url-secret.ts';

const root = mkdtempSync(path.join(tmpdir(), 'ava-url-secret-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dataDir = (name: string) => path.join(root, name);

describe('loadUrlSecret', () => {
  it('uses STORAGE_URL_SECRET when given, writing nothing', async () => {
    const given = 'c'.repeat(40);
    expect(await loadUrlSecret({ STORAGE_URL_SECRET: given, DATA_DIR: dataDir('dado') })).toBe(given);
    expect(() => statSync(dataDir('dado'))).toThrow();
  });

  it('generates one secret per data dir, readable only by its owner, kept across restarts', async () => {
    const first = await loadUrlSecret({ DATA_DIR: dataDir('a') });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dataDir('a'), URL_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(await loadUrlSecret({ DATA_DIR: dataDir('a') })).toBe(first);
    expect(await loadUrlSecret({ DATA_DIR: dataDir('b') })).not.toBe(first);
  });

  it('agrees among processes starting at once on one data dir', async () => {
    const secrets = await Promise.all(Array.from({ length: 8 }, () => loadUrlSecret({ DATA_DIR: dataDir('c') })));
    expect(new Set(secrets).size).toBe(1);
  });

  it('refuses a secret file too short to be safe', async () => {
    const dir = dataDir('d');
    await loadUrlSecret({ DATA_DIR: dir });
    writeFileSync(path.join(dir, URL_SECRET_FILE), 'curto');
    await expect(loadUrlSecret({ DATA_DIR: dir })).rejects.toThrow(/shorter/);
  });
});
