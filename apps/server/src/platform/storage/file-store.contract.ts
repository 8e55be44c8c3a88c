import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { FileStore } from './file-store.ts';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The behaviour every FileStore shares; each store's test runs it against a real backend. */
export function describeFileStore(name: string, store: () => FileStore): void {
  describe(`${name} file store`, () => {
    it('keeps bytes and content type, and lists by prefix', async () => {
      const s = store();
      await s.put('p1/users/u1/a.txt', Buffer.from('olá'), 'text/plain; charset=utf-8');
      await s.put('p1/users/u1/fotos/b.png', Buffer.from([1, 2, 3]), 'image/png');
      await s.put('p1/users/u10/c.txt', Buffer.from('x'), 'text/plain; charset=utf-8');
      const got = await s.get('p1/users/u1/a.txt');
      expect(got?.contentType).toBe('text/plain; charset=utf-8');
      expect(got?.size).toBe(4);
      expect((await bytesOf(got?.body as Readable)).toString()).toBe('olá');
      const listed = await s.list('p1/users/u1/');
      expect(listed.map((entry) => entry.key)).toEqual(['p1/users/u1/a.txt', 'p1/users/u1/fotos/b.png']);
      expect(listed[1]?.size).toBe(3);
      expect(listed[1]?.updatedAt).toBeInstanceOf(Date);
      expect((await s.list('p1/users/u1')).length).toBe(3);
      expect(await s.list('p2/')).toEqual([]);
    });

    it('copies and deletes; a missing key reads as null', async () => {
      const s = store();
      await s.put('p1/x/orig.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
      await s.copy('p1/x/orig.pdf', 'p1/y/copia.pdf');
      const copy = await s.get('p1/y/copia.pdf');
      expect(copy?.contentType).toBe('application/pdf');
      expect((await bytesOf(copy?.body as Readable)).toString()).toBe('%PDF-1.4');
      await s.delete('p1/x/orig.pdf');
      expect(await s.get('p1/x/orig.pdf')).toBeNull();
      expect(await s.get('p1/y/copia.pdf')).not.toBeNull();
      await s.delete('p1/x/nunca-existiu.pdf');
      expect(await s.get('p1/nada')).toBeNull();
    });

    it('refuses keys that could escape their place', async () => {
      const s = store();
      for (const key of ['../fora', 'p1/../../etc/passwd', '/abs', 'p1//x', 'p1/./x', 'p1/x/', 'p1/a b', 'p1\\x', '']) {
        await expect(s.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow();
        await expect(s.get(key), key).rejects.toThrow();
      }
      await expect(s.list('../')).rejects.toThrow();
    });
  });
}
