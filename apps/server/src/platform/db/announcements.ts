import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from './database.ts';

/**
 * Waits until every notification committed before this call has reached this process's listeners:
 * PostgreSQL delivers notifications in commit order, so hearing a token sent now means every
 * earlier one was heard (what another server instance waits for: a few milliseconds).
 * Tests and the benchmark's query count use it to read right after a change made elsewhere.
 */
export function announcementsOn(database: Pick<DatabaseHandle, 'listen' | 'notify'>, channel: string) {
  const waiting = new Map<string, () => void>();
  const listening = database.listen(channel, (payload) => waiting.get(payload)?.());
  return async function heard(): Promise<void> {
    await listening;
    const token = `sync:${randomUUID()}`;
    const arrived = new Promise<void>((resolve) => waiting.set(token, resolve));
    await database.notify(channel, token);
    await arrived;
    waiting.delete(token);
  };
}
