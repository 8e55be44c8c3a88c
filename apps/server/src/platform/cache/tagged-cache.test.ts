import { describe, expect, it } from 'vitest';
import { createTaggedCache } from './tagged-cache.ts';

describe('tagged cache', () => {
  it('drops exactly the entries built from a changed row', () => {
    const cache = createTaggedCache<string>({ maxEntries: 10 });
    cache.set('ana', 'lista da Ana', ['student:ana', 'activity:1'], cache.begin());
    cache.set('bia', 'lista da Bia', ['student:bia', 'activity:2'], cache.begin());

    cache.invalidateTags(['activity:1']);

    expect(cache.get('ana')).toBeUndefined();
    expect(cache.get('bia')).toBe('lista da Bia');
  });

  it('does not keep a value loaded while a change happened', () => {
    const cache = createTaggedCache<string>({ maxEntries: 10 });
    const begunAt = cache.begin();
    cache.invalidateTags(['activity:9']);
    cache.set('ana', 'lida antes da mudança', ['student:ana'], begunAt);
    expect(cache.get('ana')).toBeUndefined();
  });

  it('forgets everything at once, and the oldest entry when full', () => {
    const cache = createTaggedCache<number>({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.set(key, 1, [key], cache.begin());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(1);
    cache.invalidateAll();
    expect(cache.get('b')).toBeUndefined();
  });
});
