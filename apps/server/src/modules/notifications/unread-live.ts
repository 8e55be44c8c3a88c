import type { DatabaseHandle } from '../../platform/db/database.ts';

/** PostgreSQL channel on which an instance says whose unread amount changed (user ids, JSON). */
export const UNREAD_CHANNEL = 'notification_unread';
/** A NOTIFY payload stays under PostgreSQL's 8000 bytes: 150 ids of 38 characters. */
const IDS_PER_NOTIFY = 150;

type Listener = (amount: number) => void;

export interface UnreadLive {
  /** Follows a user's unread amount; answers the function that stops following. */
  follow(userId: string, listener: Listener): () => void;
  /** Tells every instance that these users' amounts changed (after the change committed). */
  changed(userIds: readonly string[]): Promise<void>;
  /** Users followed on this instance. */
  followers(): number;
  start(): Promise<void>;
}

/**
 * The live badge across instances: a change is announced on PostgreSQL NOTIFY (in-process on
 * PGlite); each instance that has streams open for some of those users counts their unread
 * amounts in one query and pushes each to its streams.
 */
export function createUnreadLive(deps: {
  database: Pick<DatabaseHandle, 'listen' | 'notify'>;
  unreadAmounts(userIds: readonly string[]): Promise<Map<string, number>>;
  onError(error: unknown): void;
}): UnreadLive {
  const listeners = new Map<string, Set<Listener>>();

  async function heard(payload: string): Promise<void> {
    let ids: unknown;
    try {
      ids = JSON.parse(payload);
    } catch {
      return;
    }
    if (!Array.isArray(ids)) return;
    const local = ids.filter((id): id is string => typeof id === 'string' && listeners.has(id));
    if (local.length === 0) return;
    const amounts = await deps.unreadAmounts(local);
    for (const id of local) {
      const amount = amounts.get(id) ?? 0;
      for (const listener of listeners.get(id) ?? []) listener(amount);
    }
  }

  return {
    follow(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    async changed(userIds) {
      for (let start = 0; start < userIds.length; start += IDS_PER_NOTIFY) {
        await deps.database.notify(UNREAD_CHANNEL, JSON.stringify(userIds.slice(start, start + IDS_PER_NOTIFY)));
      }
    },
    followers: () => listeners.size,
    async start() {
      await deps.database.listen(UNREAD_CHANNEL, (payload) => {
        heard(payload).catch(deps.onError);
      });
    },
  };
}
