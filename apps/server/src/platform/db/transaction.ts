import { sql } from 'drizzle-orm';
import type { Database, Executor } from './database.ts';

/**
 * Runs `work` in one transaction. The one idiom of the server: a service opens the transaction
 * with the `transact` it was given, and passes `tx` as the last argument of each repository
 * function it calls inside (`tx: Executor = db` in the repository). Repositories never open one.
 */
export type Transact = <T>(work: (tx: Executor) => Promise<T>) => Promise<T>;

export function transactOn(db: Pick<Database, 'transaction'>): Transact {
  return (work) => db.transaction((tx) => work(tx as unknown as Executor));
}

/**
 * Holds an exclusive lock on `key` of `scope` until the transaction ends: for a decision about
 * rows that may not exist yet (a first insert, a balance), where there is no row to lock.
 */
export async function lockKey(tx: Executor, scope: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}), hashtext(${key}))`);
}
