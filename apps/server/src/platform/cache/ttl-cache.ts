import type { Clock } from '../clock.ts';

export interface TtlCache<Value> {
  get(key: string): Value | undefined;
  set(key: string, value: Value, ttlMs?: number): void;
  delete(key: string): void;
  /** The cached value, or the loaded one (cached unless it is null). */
  getOrLoad(key: string, load: () => Promise<Value | null>): Promise<Value | null>;
}

/**
 * A process-local cache whose entries age out after a time-to-live and whose size is
 * bounded (the oldest entries go first). For data that may be a little stale across
 * instances: themes, menus, resolved sessions with explicit invalidation.
 */
export function createTtlCache<Value>(options: { clock: Clock; ttlMs: number; maxEntries: number }): TtlCache<Value> {
  const entries = new Map<string, { value: Value; until: number }>();
  const loading = new Map<string, Promise<Value | null>>();

  const cache: TtlCache<Value> = {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > options.clock.now().getTime()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value, ttlMs = options.ttlMs) {
      entries.delete(key);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, until: options.clock.now().getTime() + ttlMs });
    },
    delete(key) {
      entries.delete(key);
    },
    async getOrLoad(key, load) {
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      // Callers missing the same key together share one load (an exam's 500 students at 8:00).
      const pending = loading.get(key);
      if (pending) return pending;
      const loaded = load()
        .then((value) => {
          if (value !== null) cache.set(key, value);
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, loaded);
      return loaded;
    },
  };
  return cache;
}
