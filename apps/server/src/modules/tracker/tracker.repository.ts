import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { timeLogs } from './tracker.tables.ts';

/** Extra seconds allowed over the wall clock between two reports (network and timer jitter). */
const SLACK_SECONDS = 2;

const COLUMNS = {
  active: { total: timeLogs.active_seconds, last: timeLogs.last_active_at },
  interaction: { total: timeLogs.interaction_seconds, last: timeLogs.last_interaction_at },
} as const;

export type TimeKind = keyof typeof COLUMNS;

export interface Credit {
  platformId: string;
  userId: string;
  day: string;
  seconds: number;
  now: Date;
  /** Where the wall clock starts when the day has no earlier report of this kind. */
  floor: Date;
}

export function createTrackerRepository(db: Executor) {
  return {
    /**
     * Adds at most the seconds that passed since the last report of the same kind, in one
     * statement, so tabs reporting at once cannot count the same second twice. Returns the
     * day's total of that kind.
     */
    async credit(kind: TimeKind, credit: Credit): Promise<number> {
      const { total, last } = COLUMNS[kind];
      const now = sql`${credit.now.toISOString()}::timestamptz`;
      const since = (from: unknown) =>
        sql`greatest(0, ceil(extract(epoch from (${now} - ${from}))))::int + ${SLACK_SECONDS}`;
      const floor = sql`${credit.floor.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(timeLogs)
        .values({
          platform_id: credit.platformId,
          user_id: credit.userId,
          day: credit.day,
          [total.name]: sql`least(${credit.seconds}, ${since(floor)})`,
          [last.name]: credit.now,
        })
        .onConflictDoUpdate({
          target: [timeLogs.user_id, timeLogs.day],
          set: {
            [total.name]: sql`${total} + least(${credit.seconds}, ${since(sql`coalesce(${last}, ${floor})`)})`,
            [last.name]: credit.now,
          },
          setWhere: eq(timeLogs.platform_id, credit.platformId),
        })
        .returning({ total });
      return row?.total ?? 0;
    },
  };
}

export type TrackerRepository = ReturnType<typeof createTrackerRepository>;
