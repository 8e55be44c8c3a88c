import { describe, expect, it } from 'vitest';
import { createMicroBatch } from './micro-batch.ts';

describe('createMicroBatch', () => {
  it('sends calls made together in one flush and answers each its own result', async () => {
    const flushes: number[][] = [];
    const double = createMicroBatch(async (items: number[]) => {
      flushes.push(items);
      return items.map((item) => item * 2);
    });
    expect(await Promise.all([1, 2, 3].map(double))).toEqual([2, 4, 6]);
    expect(flushes).toEqual([[1, 2, 3]]);
    expect(await double(5)).toBe(10);
    expect(flushes).toHaveLength(2);
  });

  it('gathers the calls made during a flush into the next one, within the size limit', async () => {
    const flushes: number[][] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const echo = createMicroBatch(async (items: number[]) => {
      flushes.push(items);
      if (flushes.length === 1) await gate;
      return items;
    }, 2);
    const first = echo(0);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [1, 2, 3].map(echo);
    release();
    expect(await Promise.all([first, ...later])).toEqual([0, 1, 2, 3]);
    expect(flushes).toEqual([[0], [1, 2], [3]]);
  });

  it('retries a failed flush item by item, so only the bad item fails', async () => {
    const checked = createMicroBatch(async (items: number[]) => {
      if (items.includes(13)) throw new Error('azar');
      return items;
    });
    const results = await Promise.allSettled([1, 13, 2].map(checked));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
