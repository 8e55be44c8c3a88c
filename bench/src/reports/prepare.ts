import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPORT_NAMES, type ReportName } from '@ava/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/server/src/app.ts';
import { parseConfig } from '../../../apps/server/src/config.ts';
import { hashPassword } from '../../../apps/server/src/platform/auth/passwords.ts';
import { openDatabase } from '../../../apps/server/src/platform/db/database.ts';
import { countQueries } from '../../../apps/server/test/query-counter.ts';
import { type PreparedReports, REPORTS_WORLD, reportPath, type SeededSchool, seedReportsSchool } from './world.ts';

/**
 * Run in its own process before the server starts, on the database the server will use: a small
 * school (100 students, 30 days) and the measured one (1,000 students, 365 days), then the SQL
 * statements of each report for each, counted in-process (buildApp + inject, after one request that
 * caches the session). Prints one line of JSON, a PreparedReports.
 */
const config = parseConfig();
if (!config.DATABASE_URL) throw new Error('the reports are measured on PostgreSQL: DATABASE_URL is missing');
const database = await openDatabase({ url: config.DATABASE_URL });
const dataDir = await mkdtemp(path.join(tmpdir(), 'ava-bench-reports-'));
try {
  const started = performance.now();
  const { db } = database;
  const passwordHash = await hashPassword('senha123');
  const small = await seedReportsSchool(db, REPORTS_WORLD.small, passwordHash);
  const big = await seedReportsSchool(db, REPORTS_WORLD.big, passwordHash);
  for (const table of [
    'activities',
    'activity_students',
    'time_logs',
    'classroom_members',
    'report_activity_totals',
    'report_time_months',
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const seedSeconds = (performance.now() - started) / 1000;

  const app = await buildApp({ config: { ...config, DATA_DIR: dataDir }, database });
  const counter = countQueries(db);
  // The fewest of three runs: a poll of the app's job queue may fall inside one request's run.
  const statements = async (school: SeededSchool, report: ReportName) => {
    const url = reportPath(school, report, true);
    const headers = { authorization: `Bearer ${school.token}` };
    await app.inject({ method: 'GET', url, headers });
    const counts: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      counter.reset();
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) throw new Error(`${report} answered ${response.statusCode}: ${response.body}`);
      counts.push(counter.count);
    }
    return Math.min(...counts);
  };
  const counted = [];
  for (const report of REPORT_NAMES) {
    counted.push({ report, small: await statements(small, report), big: await statements(big, report) });
  }
  counter.restore();
  await app.close();
  const prepared: PreparedReports = { big, small, statements: counted, seedSeconds };
  process.stdout.write(`${JSON.stringify(prepared)}\n`);
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
