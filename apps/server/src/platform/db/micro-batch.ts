/**
 * Group commit: calls arriving while a flush runs wait and go together in the next one,
 * so under load many writes share one statement, and alone a write waits one tick.
 * When a shared flush fails, its items are retried one by one, so one bad item fails alone.
 */
export function createMicroBatch<Item, Result>(
  flush: (items: Item[]) => Promise<Result[]>,
  maxItems = 100,
): (item: Item) => Promise<Result> {
  type Waiting = { item: Item; resolve(result: Result): void; reject(error: unknown): void };
  let pending: Waiting[] = [];
  let scheduled = false;
  let flushing = false;

  async function settle(batch: Waiting[]): Promise<void> {
    try {
      const results = await flush(batch.map((waiting) => waiting.item));
      for (const [index, waiting] of batch.entries()) waiting.resolve(results[index] as Result);
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else for (const waiting of batch) await settle([waiting]);
    }
  }

  async function drain(): Promise<void> {
    scheduled = false;
    if (flushing || pending.length === 0) return;
    flushing = true;
    const batch = pending.slice(0, maxItems);
    pending = pending.slice(maxItems);
    await settle(batch);
    flushing = false;
    schedule();
  }

  function schedule(): void {
    if (scheduled || flushing || pending.length === 0) return;
    scheduled = true;
    setImmediate(drain);
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      schedule();
    });
}
