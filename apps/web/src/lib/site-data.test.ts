import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSiteDataOnce } from './site-data.ts';
import { readRecord, removeRecord, writeRecord } from './storage.ts';

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
    writeRecord('examAnswers', ['aluno', 'prova'], [{ question_id: 'q1', alternative_id: 'a2', seq: 3 }]);

    await expect(clearSiteDataOnce()).resolves.toBe(true);

    expect(deleteDatabase).toHaveBeenCalledWith('cachestorage');
    expect(deleteCache).toHaveBeenCalledWith('requestsCache');
    expect(unregister).toHaveBeenCalled();
    expect(localStorage.getItem('ava.token')).toBeNull();
    // Answers of an exam not yet acknowledged by the server are never thrown away.
    expect(readRecord('examAnswers', ['aluno', 'prova'])).toHaveLength(1);
    removeRecord('examAnswers', ['aluno', 'prova']);

    localStorage.setItem('ava.token', '"new"');
    await expect(clearSiteDataOnce()).resolves.toBe(false);
    expect(localStorage.getItem('ava.token')).toBe('"new"');
  });
});
