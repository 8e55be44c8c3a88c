import type { Clock } from '../clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createTtlCache, type TtlCache } from './ttl-cache.ts';

export interface SharedCache<Value> extends TtlCache<Value> {
  /** Forgets the key here and, through the database, on every other instance. */
  invalidate(key: string): Promise<void>;
}

/**
 * A per-process cache for read-mostly data whose changes must be seen at once everywhere:
 * a change made on one instance is announced with PostgreSQL NOTIFY on the channel, and
 * every instance listening on the same database drops its copy.
 */
export async function createSharedCache<Value>(options: {
  database: Pick<DatabaseHandle, 'listen' | 'notify'>;
  channel: string;
  clock: Clock;
  ttlMs: number;
  maxEntries: number;
}): Promise<SharedCache<Value>> {
  const cache = createTtlCache<Value>(options);
  await options.database.listen(options.channel, (key) => cache.delete(key));
  return {
    ...cache,
    async invalidate(key) {
      cache.delete(key);
      await options.database.notify(options.channel, key);
    },
  };
}
