import { splitYearMonth } from '@ava/contracts';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { gameContents, gameResults } from '../challenges/challenges.tables.ts';
import { consentGranted } from '../privacy/privacy.tables.ts';

/** A month range, both ends counted, as yyyymm numbers. */
export interface MonthRange {
  from: number;
  to: number;
}

/** Whose scores a student ranking counts: a classroom's, or a school's (of one grade, when given). */
export type StudentScope =
  | { kind: 'classroom'; classroomId: string }
  | { kind: 'school'; schoolId: string; gradeId: number | null };

export interface StandingRow {
  student_id: string;
  name: string;
  avatar_url: string | null;
  score: number;
  games_played: number;
  position: number;
}

export interface ClassroomStandingRow {
  classroom_id: string;
  name: string;
  grade_name: string;
  score: number;
  games_played: number;
  students: number;
  position: number;
}

/** Where a user is: their current school and, for a student, their current classroom. */
export interface PlaceRow {
  school_id: string | null;
  school_name: string | null;
  classroom_id: string | null;
  classroom_name: string | null;
  grade_id: number | null;
  /** The user has the hall_of_fame consent (LGPD): without it they are in no ranking. */
  listed: boolean;
}

/** yyyymm of an instant in São Paulo's calendar, as the rankings count months. */
export const monthOf = (instant: SQL) => sql`to_char(${instant} at time zone 'America/Sao_Paulo', 'YYYYMM')::int`;

/** The instant a month (yyyymm) begins in São Paulo. */
export function monthStart(yearMonth: number): SQL {
  const { year, month } = splitYearMonth(yearMonth);
  return sql`make_timestamptz(${year}::int, ${month}::int, 1, 0, 0, 0, 'America/Sao_Paulo')`;
}

export const nextMonth = (yearMonth: number) => (yearMonth % 100 === 12 ? yearMonth + 89 : yearMonth + 1);

/**
 * A student's place now, for the rows of `students` (a query with `platform_id` and `user_id`):
 * the latest classroom at their first school, else their first school without a classroom. The
 * order is tenancy's current grade's.
 */
const withPlaces = (students: SQL) => sql`
  select s.platform_id, s.user_id, coalesce(room.school_id, member.school_id) as school_id,
         room.classroom_id, room.grade_id
  from (${students}) s
  left join lateral (
    select c.school_id, c.id as classroom_id, c.grade_id
    from classroom_members m
    join classrooms c on c.id = m.classroom_id
    left join school_memberships sm on sm.user_id = m.user_id and sm.school_id = c.school_id
    where m.platform_id = s.platform_id and m.user_id = s.user_id and m.role = 'student'
    order by sm.position asc, c.year desc, c.created_at desc
    limit 1
  ) room on true
  left join lateral (
    select sm.school_id from school_memberships sm
    where sm.platform_id = s.platform_id and sm.user_id = s.user_id
    order by sm.position asc, sm.created_at asc
    limit 1
  ) member on true`;

/** The filter of a student ranking over the totals (t). */
function scopeFilter(platformId: string, scope: StudentScope, months: MonthRange): SQL {
  const place =
    scope.kind === 'classroom'
      ? sql`t.classroom_id = ${scope.classroomId}`
      : scope.gradeId === null
        ? sql`t.school_id = ${scope.schoolId}`
        : sql`t.school_id = ${scope.schoolId} and t.grade_id = ${scope.gradeId}`;
  return sql`t.platform_id = ${platformId} and ${place} and t.year_month between ${months.from} and ${months.to}`;
}

export function createHallOfFameRepository(db: Executor) {
  return {
    /**
     * Adds the result recorded under this play token to its student's month, in the transaction
     * that recorded it. The month is the result's own (created_at), so the totals are exactly
     * the sums of game_results.
     */
    async addResult(platformId: string, playTokenHash: string, tx: Executor = db): Promise<void> {
      await tx.execute(sql`
        insert into hall_of_fame_totals
          (platform_id, student_id, year_month, school_id, classroom_id, grade_id, score_sum, games_played)
        select r.platform_id, r.user_id, ${monthOf(sql`r.created_at`)}, p.school_id, p.classroom_id, p.grade_id, r.score, 1
        from game_results r
        cross join lateral (${withPlaces(sql`select r.platform_id, r.user_id`)}) p
        where r.platform_id = ${platformId} and r.play_token_hash = ${playTokenHash}
        on conflict (student_id, year_month) do update set
          score_sum = hall_of_fame_totals.score_sum + excluded.score_sum,
          games_played = hall_of_fame_totals.games_played + excluded.games_played,
          school_id = excluded.school_id,
          classroom_id = excluded.classroom_id,
          grade_id = excluded.grade_id,
          updated_at = now()`);
    },

    /**
     * Recomputes a platform's totals from its game_results, each student at their current place:
     * after results were loaded in bulk (the seed, the benchmark). The migration that created the
     * table ran the same statement over every platform.
     */
    async rebuild(platformId: string, tx: Executor = db): Promise<void> {
      await tx.execute(sql`delete from hall_of_fame_totals where platform_id = ${platformId}`);
      await tx.execute(sql`
        with months as (
          select user_id, ${monthOf(sql`created_at`)} as year_month,
                 sum(score)::float8 as score_sum, count(*)::int as games_played
          from game_results where platform_id = ${platformId}
          group by 1, 2
        ), places as (
          ${withPlaces(sql`select distinct ${platformId}::uuid as platform_id, user_id from months`)}
        )
        insert into hall_of_fame_totals
          (platform_id, student_id, year_month, school_id, classroom_id, grade_id, score_sum, games_played)
        select ${platformId}, m.user_id, m.year_month, p.school_id, p.classroom_id, p.grade_id, m.score_sum, m.games_played
        from months m join places p on p.user_id = m.user_id`);
    },

    /** The user's current school and classroom (document 1: a student's first school, latest classroom there). */
    async placeOf(platformId: string, userId: string): Promise<PlaceRow> {
      const rows = rowsOf<PlaceRow>(
        await db.execute(sql`
          select p.school_id, s.name as school_name, p.classroom_id, c.name as classroom_name, p.grade_id,
                 ${consentGranted(sql`p.user_id`, 'hall_of_fame')} as listed
          from (${withPlaces(sql`select ${platformId}::uuid as platform_id, ${userId}::uuid as user_id`)}) p
          left join schools s on s.id = p.school_id
          left join classrooms c on c.id = p.classroom_id`),
      );
      return (
        rows[0] ?? {
          school_id: null,
          school_name: null,
          classroom_id: null,
          classroom_name: null,
          grade_id: null,
          listed: false,
        }
      );
    },

    /**
     * Every student of the scope who scored in the months and has the hall_of_fame consent (LGPD:
     * no one is shown without it), ranked by the sum of their scores (ties share a position).
     * Scores have one decimal, so sums rounded to two are exact and tie exactly. The consent is a
     * primary-key probe per student of the scope in the small table of granted consents.
     */
    async ranking(platformId: string, scope: StudentScope, months: MonthRange): Promise<StandingRow[]> {
      return rowsOf<StandingRow>(
        await db.execute(sql`
          select r.student_id, u.name, u.avatar_url, r.score, r.games_played,
                 rank() over (order by r.score desc)::int as position
          from (
            select t.student_id, round(sum(t.score_sum)::numeric, 2)::float8 as score,
                   sum(t.games_played)::int as games_played
            from hall_of_fame_totals t
            where ${scopeFilter(platformId, scope, months)}
            group by t.student_id
          ) r
          join users u on u.id = r.student_id
          where ${consentGranted(sql`r.student_id`, 'hall_of_fame')}
          order by position, u.name, r.student_id`),
      );
    },

    /** The classrooms of a school that scored in the months, ranked by the sum of their students' scores. */
    async classroomStandings(
      platformId: string,
      schoolId: string,
      months: MonthRange,
    ): Promise<ClassroomStandingRow[]> {
      return rowsOf<ClassroomStandingRow>(
        await db.execute(sql`
          select sums.classroom_id, c.name, g.name as grade_name, sums.score, sums.games_played, sums.students,
                 rank() over (order by sums.score desc)::int as position
          from (
            select t.classroom_id, round(sum(t.score_sum)::numeric, 2)::float8 as score, sum(t.games_played)::int as games_played,
                   count(distinct t.student_id)::int as students
            from hall_of_fame_totals t
            where t.platform_id = ${platformId} and t.school_id = ${schoolId}
              and t.year_month between ${months.from} and ${months.to} and t.classroom_id is not null
            group by t.classroom_id
          ) sums
          join classrooms c on c.id = sums.classroom_id
          join grades g on g.id = c.grade_id
          order by position, c.name`),
      );
    },

    /** A student's sums over the months (every place they scored at). */
    async studentSums(platformId: string, studentId: string, months: MonthRange) {
      const [row] = rowsOf<{ score: number; games_played: number }>(
        await db.execute(sql`
          select round(coalesce(sum(score_sum), 0)::numeric, 2)::float8 as score, coalesce(sum(games_played), 0)::int as games_played
          from hall_of_fame_totals
          where platform_id = ${platformId} and student_id = ${studentId}
            and year_month between ${months.from} and ${months.to}`),
      );
      return row ?? { score: 0, games_played: 0 };
    },

    /** A page of the student's scored plays in the months, newest first, with the challenges' titles. */
    async playsOf(platformId: string, studentId: string, months: MonthRange, page: { limit: number; offset: number }) {
      return db
        .select({
          created_at: gameResults.created_at,
          content_id: gameResults.content_id,
          title: gameContents.title,
          scoring_rule: gameResults.scoring_rule,
          score: gameResults.score,
          pokz: gameResults.pokz,
        })
        .from(gameResults)
        .innerJoin(gameContents, eq(gameContents.id, gameResults.content_id))
        .where(
          and(
            eq(gameResults.platform_id, platformId),
            eq(gameResults.user_id, studentId),
            gte(gameResults.created_at, monthStart(months.from)),
            lt(gameResults.created_at, monthStart(nextMonth(months.to))),
          ),
        )
        .orderBy(desc(gameResults.created_at), desc(gameResults.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Where the student last scored within the months: the classroom and school their season counts in. */
    async lastPlaceWithin(platformId: string, studentId: string, months: MonthRange) {
      const [row] = rowsOf<{ school_id: string | null; classroom_id: string | null }>(
        await db.execute(sql`
          select school_id, classroom_id from hall_of_fame_totals
          where platform_id = ${platformId} and student_id = ${studentId}
            and year_month between ${months.from} and ${months.to}
          order by year_month desc
          limit 1`),
      );
      return row ?? null;
    },
  };
}

export type HallOfFameRepository = ReturnType<typeof createHallOfFameRepository>;
