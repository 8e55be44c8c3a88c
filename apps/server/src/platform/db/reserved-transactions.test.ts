import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { reservingTransactions } from './reserved-transactions.ts';

const url = process.env.TEST_DATABASE_URL;

/**
 * The pool saturated as porsager/postgres#823 reproduces it (three connections busy, a short
 * pipeline, plain queries and transactions fired together; the driver alone fails every
 * transaction of this test with UNSAFE_TRANSACTION and PostgreSQL warns 25001): every transaction
 * runs alone on its connection. PostgreSQL only: PGlite has one connection.
 */
describe.runIf(url)('transactions on a saturated pool', () => {
  it('never share a connection with other queries, commit what they did and roll back what failed', async () => {
    const notices: string[] = [];
    // A pipeline of two (an option the driver's types leave out) makes the race happen every time.
    const saturable = {
      max: 3,
      max_pipeline: 2,
      onnotice: (notice: postgres.Notice) => notices.push(String(notice.code)),
    };
    const client = reservingTransactions(postgres(url as string, saturable));
    try {
      await client.unsafe('create table if not exists reserved_transactions_probe (round int, n int)');
      // Warm: all three connections open and idle.
      await Promise.all([1, 2, 3].map(() => client`select 1`));
      await client.unsafe('truncate reserved_transactions_probe');
      for (let round = 0; round < 10; round++) {
        // Sent now, not on the next tick: each connection has one statement running and one queued
        // behind it when the transactions start.
        const busy = [1, 2, 3].map(() => client`select pg_sleep(0.05)`.execute());
        const plain = [1, 2, 3].map(() => client`select 1`.execute());
        const transactions = Array.from({ length: 5 }, (_, n) =>
          client
            .begin(async (tx) => {
              const [first] = await tx<{ id: string }[]>`select txid_current()::text as id`;
              await tx`insert into reserved_transactions_probe values (${round}, ${n})`;
              await tx`select pg_sleep(0.01)`;
              const [second] = await tx<{ id: string }[]>`select txid_current()::text as id`;
              if (n === 4) throw new Error('undone');
              return first?.id === second?.id;
            })
            .catch((error: Error) => error.message),
        );
        await Promise.all([...busy, ...plain]);
        expect(await Promise.all(transactions)).toEqual([true, true, true, true, 'undone']);
      }
      // 25001: a BEGIN reached a connection already in a transaction.
      expect(notices).not.toContain('25001');
      const [{ count } = { count: '' }] = await client<
        { count: string }[]
      >`select count(*)::text from reserved_transactions_probe`;
      expect(count).toBe('40');
      const nested = await client.begin(async (tx) => {
        await tx`insert into reserved_transactions_probe values (99, 1)`;
        await tx
          .savepoint(async (inner) => {
            await inner`insert into reserved_transactions_probe values (99, 2)`;
            throw new Error('inner undone');
          })
          .catch(() => {});
        return tx<{ n: number }[]>`select n from reserved_transactions_probe where round = 99`;
      });
      expect(nested.map((row) => row.n)).toEqual([1]);
    } finally {
      await client.unsafe('drop table if exists reserved_transactions_probe');
      await client.end({ timeout: 5 });
    }
  }, 60_000);
});
