import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSiteDataOnce } from './site-data.ts';

const restores: (() => void)[] = [];

function provide(target: object, name: string, value: unknown) {
  const previous = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { value, configurable: true, writable: true });
  restores.push(() =>
    previous ? Object.defineProperty(target, name, previous) : Reflect.deleteProperty(target, name),
  );
}

afterEach(() => {
  for (const restore of restores.splice(0)) restore();
});

describe('starting afresh on an unknown address', () => {
  it('clears databases, caches, service workers and localStorage once per session', async () => {
    const deleteDatabase = vi.fn();
    const deleteCache = vi.fn(async () => true);
    const unregister = vi.fn(async () => true);
    provide(globalThis, 'indexedDB', { databases: async () => [{ name: 'cachestorage' }], deleteDatabase });
    provide(globalThis, 'caches', { keys: async () => ['requestsCache'], delete: deleteCache });
    provide(navigator, 'serviceWorker', { getRegistrations: async () => [{ unregister }] });
    localStorage.setItem('ava.token', '"abc"');

    await expect(clearSiteDataOnce()).resolves.toBe(true);

    expect(deleteDatabase).toHaveBeenCalledWith('cachestorage');
    expect(deleteCache).toHaveBeenCalledWith('requestsCache');
    expect(unregister).toHaveBeenCalled();
    expect(localStorage.length).toBe(0);

    localStorage.setItem('ava.token', '"new"');
    await expect(clearSiteDataOnce()).resolves.toBe(false);
    expect(localStorage.getItem('ava.token')).toBe('"new"');
  });
});
