import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/clock.ts';
import { createFileUrls, FILE_URL_TTL, keyOfFileUrl } from './file-urls.ts';
import { urlOfKey } from './storage.presenter.ts';

const clock = testClock();
const urls = createFileUrls({ secret: 'segredo-de-teste-com-32-caracteres!', clock });
const key = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d/avatars/u1/a1b2c3d4e5f6-foto.png';
const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('file urls', () => {
  it('signs a key with an expiry and checks it until then', () => {
    const url = urls.signedUrl(key);
    expect(url).toMatch(/^\/api\/storage\/files\/[^?]+\?expires=\d+&signature=[\w-]{43}$/);
    const { state, secondsLeft } = urls.check(key, query(url));
    expect(state).toBe('valid');
    expect(secondsLeft).toBeGreaterThan(FILE_URL_TTL.default);
    clock.advance(secondsLeft * 1000);
    expect(urls.check(key, query(url)).state).toBe('expired');
    expect(urls.check(`${key}x`, query(url)).state).toBe('invalid');
  });

  it('gives long-lived content a url of days', () => {
    const { expires } = query(urls.signedUrl(key, { ttlSeconds: FILE_URL_TTL.longLived }));
    expect(Number(expires) - nowSeconds()).toBeGreaterThan(7 * 24 * 3600);
    expect(Number(expires) - nowSeconds()).toBeLessThanOrEqual((7 * 24 * 3600 * 9) / 8);
  });

  it('never signs an unsafe key', () => {
    expect(() => urls.signedUrl('../etc/passwd')).toThrow();
  });

  it('presents a stored url as a signed one and leaves any other url alone', () => {
    expect(urls.presentUrl(urlOfKey(key), { ttlSeconds: FILE_URL_TTL.longLived })).toBe(
      urls.signedUrl(key, { ttlSeconds: FILE_URL_TTL.longLived }),
    );
    for (const other of [
      null,
      '/avatars/avatar-03.svg',
      'https://cdn.escola.br/foto.png?v=1',
      '/api/storage/storage/get?key=..%2F..%2Fetc%2Fpasswd',
      '/api/storage/storage/getter?key=a',
    ]) {
      expect(urls.presentUrl(other)).toBe(other);
    }
  });

  it('reads the key a signed or stored url names, and nothing from any other url', () => {
    expect(keyOfFileUrl(urls.signedUrl(key))).toBe(key);
    expect(keyOfFileUrl(`https://ava.escola.br${urls.signedUrl(key)}`)).toBe(key);
    expect(keyOfFileUrl(urlOfKey(key))).toBe(key);
    expect(keyOfFileUrl('/api/storage/storage/get?key=users%2Fu1%2Fa.png')).toBe('users/u1/a.png');
    for (const other of [
      '/api/storage/storage/get',
      '/api/storage/files/',
      '/api/storage/storage/list?key=a',
      'https://x.com/a.png',
    ]) {
      expect(keyOfFileUrl(other)).toBeNull();
    }
  });
});
