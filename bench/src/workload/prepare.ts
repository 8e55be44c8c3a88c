import { parseConfig } from '../../../apps/server/src/config.ts';
import { openDatabase } from '../../../apps/server/src/platform/db/database.ts';
import { seedDemo } from '../../../apps/server/src/seed/seed.ts';
import { countFirstScreenQueries, type StatementCounter } from './query-counts.ts';
import { seedWorld } from './seed-world.ts';
import type { PreparedWorld } from './world.ts';

/**
 * Run in its own process before the server starts, on the database the server will use (from
 * the same environment): the demo seed, the bench's data, then the SQL statements counted per
 * first-screen request. PGlite allows one process at a time, so this one ends before the server
 * opens the data directory. Prints one line of JSON, a PreparedWorld.
 */
const exportRows = Number(process.env.BENCH_EXPORT_ROWS);
if (!Number.isInteger(exportRows) || exportRows < 1) throw new Error('BENCH_EXPORT_ROWS must be a positive integer');

const config = parseConfig();
const counter: StatementCounter = { count: 0 };
const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR }, {
  onQuery: () => {
    counter.count += 1;
  },
});
try {
  const started = performance.now();
  await seedDemo(database.db, config);
  const world = await seedWorld(database.db, exportRows, new Date());
  const seeded = performance.now();
  const queryCounts = await countFirstScreenQueries(database, config, counter, world.firstScreenStudents);
  const prepared: PreparedWorld = {
    classroomIds: { forum: world.classroomIds.forum, export: world.classroomIds.export },
    firstScreenStudent: world.firstScreenStudents[0]?.username ?? '',
    forumWriters: world.forumWriters,
    exportRows,
    queryCounts,
    seedSeconds: (seeded - started) / 1000,
    countSeconds: (performance.now() - seeded) / 1000,
  };
  process.stdout.write(`${JSON.stringify(prepared)}\n`);
} finally {
  await database.close();
}
