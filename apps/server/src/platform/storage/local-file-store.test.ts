import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { describeFileStore } from './file-store.contract.ts';
import { createLocalFileStore } from './local-file-store.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'ava-local-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeFileStore('local', () => createLocalFileStore(dir));
