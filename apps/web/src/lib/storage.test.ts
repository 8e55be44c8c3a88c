import { MAX_PERSISTED_STATE_BYTES } from '@ava/contracts';
import { describe, expect, it, vi } from 'vitest';
import { readItem, STORAGE_KEYS, writeItem } from './storage.ts';

describe('persisted state', () => {
  it('stores and reads JSON values under the app keys', () => {
    expect(writeItem('shortcuts', ['banco', 'loja'])).toBe(true);
    expect(readItem('shortcuts')).toEqual(['banco', 'loja']);
    expect(localStorage.getItem(STORAGE_KEYS.shortcuts)).toBe('["banco","loja"]');
  });

  it('refuses, and logs, a write that would take the state past 500 KB', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(writeItem('shortcuts', ['small'])).toBe(true);

    expect(writeItem('shortcuts', 'x'.repeat(MAX_PERSISTED_STATE_BYTES))).toBe(false);

    expect(readItem('shortcuts')).toEqual(['small']);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('refused'));
  });

  it('counts every key against the cap, not only the one written', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const third = 'x'.repeat(Math.floor(MAX_PERSISTED_STATE_BYTES / 3));
    expect(writeItem('user', third)).toBe(true);
    expect(writeItem('theme', third)).toBe(true);
    expect(writeItem('shortcuts', third)).toBe(false);
    expect(writeItem('user', 'replaced')).toBe(true);
    expect(writeItem('shortcuts', third)).toBe(true);
  });

  it('does not crash when the browser refuses to store', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(writeItem('token', 'abc')).toBe(false);
  });
});
