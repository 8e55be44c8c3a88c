import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { consentGranted } from '../privacy/privacy.tables.ts';
import { type MonthRange, monthStart, nextMonth, type StandingRow } from './hall-of-fame.repository.ts';

/**
 * A school's ranking computed live from game_results, as it would be without the monthly totals
 * (what rankings.ts reads from them), of the students with the hall_of_fame consent, whole or cut to the top `top` and the row of `me`: the
 * benchmark's yardstick and the tests' reference.
 */
export async function liveRanking(
  db: Executor | Database,
  platformId: string,
  schoolId: string,
  months: MonthRange,
  cut?: { top: number; me: string },
): Promise<StandingRow[]> {
  return rowsOf<StandingRow>(
    await db.execute(sql`
      select * from (
        select r.user_id as student_id, u.name, u.avatar_url, round(sum(r.score)::numeric, 2)::float8 as score,
               count(*)::int as games_played,
               rank() over (order by round(sum(r.score)::numeric, 2) desc)::int as position
        from game_results r
        join school_memberships sm on sm.user_id = r.user_id and sm.school_id = ${schoolId}
        join users u on u.id = r.user_id
        where r.platform_id = ${platformId} and ${consentGranted(sql`r.user_id`, 'hall_of_fame')}
          and r.created_at >= ${monthStart(months.from)} and r.created_at < ${monthStart(nextMonth(months.to))}
        group by r.user_id, u.name, u.avatar_url
      ) ranking
      ${cut ? sql`where position <= ${cut.top} or student_id = ${cut.me}` : sql``}
      order by position, name, student_id`),
  );
}

/** Every student's month from game_results (yyyymm, São Paulo), to hold the kept totals against. */
export async function liveMonths(db: Executor | Database, platformId: string) {
  return rowsOf<{ student_id: string; year_month: number; score_sum: number; games_played: number }>(
    await db.execute(sql`
      select user_id as student_id, to_char(created_at at time zone 'America/Sao_Paulo', 'YYYYMM')::int as year_month,
             sum(score)::float8 as score_sum, count(*)::int as games_played
      from game_results where platform_id = ${platformId}
      group by 1, 2 order by 1, 2`),
  );
}
