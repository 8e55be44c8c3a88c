import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { describeFileStore } from './file-store.contract.ts';
import type { FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

/** The S3 store against s3rver, an S3-compatible server run in this process on a free port. */
const dir = mkdtempSync(path.join(tmpdir(), 'ava-s3rver-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: dir,
  configureBuckets: [{ name: 'ava-arquivos', configs: [] }],
});
let store: FileStore;

beforeAll(async () => {
  const address = (await server.run()) as AddressInfo;
  store = createS3FileStore({
    bucket: 'ava-arquivos',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${address.port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describeFileStore('s3', () => store);
