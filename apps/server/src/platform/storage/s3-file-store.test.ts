import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('the S3 store against servers that know no flexible checksums', () => {
  it('sends no checksum headers with an upload or a read', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const recorder = createServer((request, response) => {
      seen.push(request.headers);
      request.resume().on('end', () => response.writeHead(200, { etag: '"1"', 'content-length': '0' }).end());
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    try {
      const plain = createS3FileStore({
        bucket: 'ava-arquivos',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`,
        accessKeyId: 'chave',
        secretAccessKey: 'segredo',
      });
      await plain.put('p/users/u/a.txt', Buffer.from('olá'), 'text/plain');
      await plain.get('p/users/u/a.txt');
      expect(seen).toHaveLength(2);
      for (const headers of seen) {
        expect(Object.keys(headers).filter((name) => name.includes('checksum'))).toEqual([]);
      }
    } finally {
      recorder.close();
    }
  });
});
