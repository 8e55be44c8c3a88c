/**
 * A process-local cache whose entries carry tags (the rows they were built from), so a change
 * can drop exactly the entries built from it. A value loaded while any invalidation happened is
 * not stored: it may predate the change. The oldest entries go first when the cache is full.
 */
export interface TaggedCache<Value> {
  get(key: string): Value | undefined;
  /** The moment a load starts; pass it to `set` so a load that raced a change is dropped. */
  begin(): number;
  set(key: string, value: Value, tags: Iterable<string>, begunAt: number): void;
  invalidateTags(tags: Iterable<string>): void;
  invalidateAll(): void;
}

export function createTaggedCache<Value>(options: { maxEntries: number }): TaggedCache<Value> {
  const entries = new Map<string, { value: Value; tags: string[] }>();
  const keysByTag = new Map<string, Set<string>>();
  let generation = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  }

  return {
    get: (key) => entries.get(key)?.value,
    begin: () => generation,

    set(key, value, tags, begunAt) {
      if (begunAt !== generation) return;
      remove(key);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
      const tagList = [...new Set(tags)];
      entries.set(key, { value, tags: tagList });
      for (const tag of tagList) {
        const keys = keysByTag.get(tag) ?? new Set<string>();
        keys.add(key);
        keysByTag.set(tag, keys);
      }
    },

    invalidateTags(tags) {
      generation += 1;
      for (const tag of tags) for (const key of [...(keysByTag.get(tag) ?? [])]) remove(key);
    },

    invalidateAll() {
      generation += 1;
      entries.clear();
      keysByTag.clear();
    },
  };
}
