import { RETENTION_CATEGORIES, type RetentionCategory, STUDENT_ROLES } from '@ava/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { rowsOf } from '../../../platform/db/rows.ts';
import { platforms } from '../../platforms/platforms.tables.ts';
import { STAND_IN_PASSWORD_HASH } from '../erasure/erase-person.ts';
import { erasureRecords, retentionRuns, retentionSettings } from '../erasure.tables.ts';

/** The day (YYYY-MM-DD) of an instant, for the `date` columns compared with a cutoff. */
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

async function removed(tx: Executor, statement: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`),
  );
  return row?.n ?? 0;
}

export function createRetentionRepository(db: Database) {
  return {
    async platformIds(): Promise<string[]> {
      return (await db.select({ id: platforms.id }).from(platforms)).map((row) => row.id);
    },

    /** The months set on the platform, per category (absent: the default). */
    async periods(platformId: string): Promise<Partial<Record<RetentionCategory, number>>> {
      const rows = await db
        .select({ category: retentionSettings.category, months: retentionSettings.months })
        .from(retentionSettings)
        .where(eq(retentionSettings.platform_id, platformId));
      return Object.fromEntries(
        rows
          .filter((row) => (RETENTION_CATEGORIES as readonly string[]).includes(row.category))
          .map((row) => [row.category, row.months]),
      );
    },

    async savePeriods(platformId: string, periods: Partial<Record<RetentionCategory, number>>, now: Date) {
      const rows = Object.entries(periods)
        .filter((entry): entry is [RetentionCategory, number] => entry[1] !== undefined)
        .map(([category, months]) => ({ platform_id: platformId, category, months, updated_at: now }));
      if (rows.length === 0) return;
      await db
        .insert(retentionSettings)
        .values(rows)
        .onConflictDoUpdate({
          target: [retentionSettings.platform_id, retentionSettings.category],
          set: { months: sql`excluded.months`, updated_at: sql`excluded.updated_at` },
        });
    },

    async lastRun(platformId: string) {
      const [row] = await db
        .select()
        .from(retentionRuns)
        .where(eq(retentionRuns.platform_id, platformId))
        .orderBy(desc(retentionRuns.created_at))
        .limit(1);
      return row ?? null;
    },

    async recentErasures(platformId: string, limit: number) {
      return db
        .select()
        .from(erasureRecords)
        .where(eq(erasureRecords.platform_id, platformId))
        .orderBy(desc(erasureRecords.created_at))
        .limit(limit);
    },

    /** Usage logs older than `cutoff`: time per day, live-class presence, library reading, monthly time. */
    async purgeUsage(tx: Executor, platformId: string, cutoff: Date): Promise<number> {
      const day = dayOf(cutoff);
      return (
        (await removed(tx, sql`delete from time_logs where platform_id = ${platformId} and day < ${day}::date`)) +
        (await removed(
          tx,
          sql`delete from room_time_logs where platform_id = ${platformId} and coalesce(last_seen_at, joined_at) < ${cutoff.toISOString()}::timestamptz`,
        )) +
        (await removed(
          tx,
          sql`delete from library_workloads where platform_id = ${platformId} and day < ${day}::date`,
        )) +
        (await removed(
          tx,
          sql`delete from report_time_months where platform_id = ${platformId} and month < ${day}::date`,
        ))
      );
    },

    /** Sessions that ended (revoked or expired) before `cutoff`. */
    async purgeSignIns(tx: Executor, platformId: string, cutoff: Date): Promise<number> {
      return removed(
        tx,
        sql`delete from sessions where platform_id = ${platformId} and coalesce(revoked_at, expires_at) < ${cutoff.toISOString()}::timestamptz`,
      );
    },

    /** Reads of children's data logged before `cutoff` (the append-only log lets this transaction through). */
    async purgeAccessLog(tx: Executor, platformId: string, cutoff: Date): Promise<number> {
      await tx.execute(sql`select set_config('ava.erasure', 'on', true)`);
      return removed(
        tx,
        sql`delete from data_access_log where platform_id = ${platformId} and created_at < ${cutoff.toISOString()}::timestamptz`,
      );
    },

    /** Students whose account was blocked (they left) before `cutoff`; not the stand-ins of earlier erasures. */
    async formerStudents(platformId: string, cutoff: Date, limit: number): Promise<string[]> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          select id from users
          where platform_id = ${platformId} and blocked_at < ${cutoff.toISOString()}::timestamptz
            and role in (${sql.join(
              STUDENT_ROLES.map((role) => sql`${role}`),
              sql`, `,
            )})
            and password_hash <> ${STAND_IN_PASSWORD_HASH}
          order by blocked_at limit ${limit}`),
      );
      return rows.map((row) => row.id);
    },

    async recordRun(platformId: string, removedRows: Record<string, number>, accountsErased: number, now: Date) {
      await db
        .insert(retentionRuns)
        .values({ platform_id: platformId, removed: removedRows, accounts_erased: accountsErased, created_at: now });
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
