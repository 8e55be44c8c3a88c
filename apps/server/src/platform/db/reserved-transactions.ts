import type postgres from 'postgres';

type Body = (tx: postgres.TransactionSql) => unknown;

/**
 * postgres.js 3.4.9 can write a transaction's BEGIN to a connection without reserving it, when
 * that BEGIN is the query that fills the connection's pipeline (porsager/postgres#823, #1189):
 * the transaction stays open on the server, the connection goes back to the pool, and other
 * requests' statements run inside it (or fail with UNSAFE_TRANSACTION). It happens only with the
 * pool saturated, which is exam day and the result saves of a class playing at once. Here a
 * transaction first reserves an idle connection (nothing else is pipelined on it while reserved),
 * then sends BEGIN, COMMIT or ROLLBACK on it, and savepoints for nested transactions.
 */
export function reservingTransactions(client: postgres.Sql): postgres.Sql {
  Object.assign(client, {
    begin: async (...args: [string, Body] | [Body]) => {
      const body = args.at(-1) as Body;
      const options = args.length > 1 ? String(args[0]).replace(/[^a-z ]/gi, '') : '';
      const reserved = await client.reserve();
      try {
        return await inTransaction(reserved, `begin ${options}`, 'commit', 'rollback', () =>
          body(withSavepoints(reserved)),
        );
      } finally {
        reserved.release();
      }
    },
  });
  return client;
}

function withSavepoints(reserved: postgres.ReservedSql): postgres.TransactionSql {
  let savepoints = 0;
  return Object.assign(reserved, {
    savepoint: (...args: [string, Body] | [Body]) => {
      const body = args.at(-1) as Body;
      const name = `s${++savepoints}`;
      return inTransaction(
        reserved,
        `savepoint ${name}`,
        `release savepoint ${name}`,
        `rollback to savepoint ${name}`,
        () => body(reserved as unknown as postgres.TransactionSql),
      );
    },
  }) as unknown as postgres.TransactionSql;
}

async function inTransaction<T>(
  reserved: postgres.ReservedSql,
  open: string,
  keep: string,
  undo: string,
  work: () => T | Promise<T>,
): Promise<T> {
  // Unprepared: these are the same few words on every connection, and nothing to plan.
  const run = (statement: string) => reserved.unsafe(statement, [], { prepare: false });
  await run(open);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    // A connection too broken to roll back is closed by the driver; the work's error is the one to report.
    await run(undo).catch(() => {});
    throw error;
  }
  await run(keep);
  return result;
}
