import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/clock.ts';
import { createTtlCache } from './ttl-cache.ts';

describe('ttl cache', () => {
  it('forgets entries after their time to live', () => {
    const clock = testClock();
    const cache = createTtlCache<string>({ clock, ttlMs: 1000, maxEntries: 10 });
    cache.set('a', 'um');
    clock.advance(999);
    expect(cache.get('a')).toBe('um');
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = createTtlCache<number>({ clock: testClock(), ttlMs: 1000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('loads once and does not keep a missing value', async () => {
    const cache = createTtlCache<number>({ clock: testClock(), ttlMs: 1000, maxEntries: 2 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return 7;
    };
    expect(await cache.getOrLoad('x', load)).toBe(7);
    expect(await cache.getOrLoad('x', load)).toBe(7);
    expect(loads).toBe(1);
    expect(await cache.getOrLoad('y', async () => null)).toBeNull();
    expect(cache.get('y')).toBeUndefined();
  });

  it('shares one load among callers that miss the same key together', async () => {
    const cache = createTtlCache<number>({ clock: testClock(), ttlMs: 1000, maxEntries: 2 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 7;
    };
    expect(await Promise.all(Array.from({ length: 50 }, () => cache.getOrLoad('exam', load)))).toEqual(
      Array(50).fill(7),
    );
    expect(loads).toBe(1);
  });
});
