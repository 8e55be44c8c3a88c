import type { ActivityKind } from '@ava/contracts';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { activities, activityStudents } from '../activities/activities.tables.ts';
import { activityExams, examAttempts } from '../exams/exams.tables.ts';
import { users } from '../identity/identity.tables.ts';

/** Whose list, of which kinds, at which server time. */
export interface StudentScope {
  platformId: string;
  studentId: string;
  kinds: readonly ActivityKind[];
  now: Date;
  /** Deadlines before this are under 48 hours away. */
  urgentUntil: Date;
}

/**
 * Finished: sent (delivery status 3), or its exam attempt ended — finished, or out of time.
 * A paused exam's clock stopped at the pause, so its attempt is out of time only when the
 * deadline came before the pause. Kinds without attempts join no attempt row. Every branch
 * is true or false, never null, so `not` of it is exact.
 */
function finished(now: Date): SQL {
  return or(
    eq(activityStudents.status, 3),
    and(
      isNotNull(examAttempts.id),
      or(
        isNotNull(examAttempts.finished_at),
        and(isNull(activityExams.paused_at), lte(examAttempts.deadline_at, now)),
        and(isNotNull(activityExams.paused_at), lte(examAttempts.deadline_at, activityExams.paused_at)),
      ),
    ),
  ) as SQL;
}

/** Concluded by the teacher, or past its end time: nothing more can be done. */
function ended(now: Date): SQL {
  return or(
    isNotNull(activities.concluded_at),
    and(isNotNull(activities.end_time), lte(activities.end_time, now)),
  ) as SQL;
}

/** External status (document 2 section 4): finished 3, else redo 5, else urgent 2 (under 48 h), else activated 1. */
function statusOf(scope: StudentScope): SQL<number> {
  return sql<number>`(case when ${finished(scope.now)} then 3 when ${activityStudents.status} = 5 then 5 when ${lt(activities.end_time, scope.urgentUntil)} then 2 else 1 end)::int`;
}

function openCondition(now: Date): SQL {
  return and(not(finished(now)), not(ended(now))) as SQL;
}

/** The student's own assignments of published, unarchived activities of the service's kinds. */
function assignments(scope: StudentScope): SQL {
  return and(
    eq(activityStudents.platform_id, scope.platformId),
    eq(activityStudents.student_id, scope.studentId),
    eq(activities.published, true),
    isNull(activities.archived_at),
    inArray(activities.kind, [...scope.kinds]),
  ) as SQL;
}

/**
 * The student's rows of the service's kinds with what every call reads of them: the activity,
 * its author, the exam attempt and application (kinds without exams join none), and whether
 * each is open, finished, and its status. Each call selects from this once: one statement.
 */
function studentRows(db: Executor, scope: StudentScope) {
  return db
    .select({
      id: activities.id,
      title: activities.title,
      kind: activities.kind,
      end_time: activities.end_time,
      workload: activities.workload,
      created_at: activities.created_at,
      teacherName: users.name,
      score: sql<string | null>`coalesce(${activityStudents.score}, ${examAttempts.score})`.as('score'),
      pokz: activityStudents.pokz,
      teacherComment: activityStudents.teacher_comment,
      open: sql<boolean>`${openCondition(scope.now)}`.as('open'),
      finished: sql<boolean>`${finished(scope.now)}`.as('finished'),
      ended: sql<boolean>`${ended(scope.now)}`.as('ended'),
      status: statusOf(scope).as('status'),
    })
    .from(activityStudents)
    .innerJoin(activities, eq(activities.id, activityStudents.activity_id))
    .innerJoin(users, eq(users.id, activities.teacher_id))
    .leftJoin(
      examAttempts,
      and(
        eq(examAttempts.activity_id, activityStudents.activity_id),
        eq(examAttempts.student_id, activityStudents.student_id),
      ),
    )
    .leftJoin(activityExams, eq(activityExams.activity_id, activityStudents.activity_id))
    .where(assignments(scope))
    .as('rows');
}

type StudentRows = ReturnType<typeof studentRows>;

/** What both lists show of an item. */
const itemOf = (rows: StudentRows) => ({
  id: rows.id,
  title: rows.title,
  kind: rows.kind,
  end_time: rows.end_time,
  teacherName: rows.teacherName,
});

export function createExternalActivitiesRepository(db: Executor) {
  return {
    /** Open activities with the given statuses, soonest deadline first. */
    async openList(scope: StudentScope, statuses: readonly number[]) {
      const rows = studentRows(db, scope);
      return db
        .select({ ...itemOf(rows), workload: rows.workload, status: rows.status })
        .from(rows)
        .where(and(sql`${rows.open}`, inArray(rows.status, [...statuses])))
        .orderBy(sql`${rows.end_time} asc nulls last`, asc(rows.created_at), asc(rows.id));
    },

    /** Finished activities with their result, latest deadline first. */
    async finishedList(scope: StudentScope) {
      const rows = studentRows(db, scope);
      return db
        .select({
          ...itemOf(rows),
          score: rows.score,
          pokz: rows.pokz,
          teacherComment: rows.teacherComment,
        })
        .from(rows)
        .where(sql`${rows.finished}`)
        .orderBy(sql`${rows.end_time} desc nulls last`, asc(rows.created_at), asc(rows.id));
    },

    /** Open activities of the given statuses, and of those the ones due in under 48 hours. */
    async counts(scope: StudentScope, statuses: readonly number[]) {
      const rows = studentRows(db, scope);
      const counted = and(sql`${rows.open}`, inArray(rows.status, [...statuses]));
      const [row] = await db
        .select({
          open: sql<number>`count(*) filter (where ${counted})::int`,
          urgent: sql<number>`count(*) filter (where ${and(counted, gt(rows.end_time, scope.now), lt(rows.end_time, scope.urgentUntil))})::int`,
        })
        .from(rows);
      return { open: row?.open ?? 0, urgent: row?.urgent ?? 0 };
    },

    /**
     * The student's record: activities finished, or ended without being finished (not done).
     * Scores and workload count what was finished.
     */
    async recordStats(scope: StudentScope) {
      const rows = studentRows(db, scope);
      const done = sql`${rows.finished}`;
      const [row] = await db
        .select({
          avg_points: sql<string | null>`avg(${rows.score}) filter (where ${done})`,
          total_pokz: sql<number>`coalesce(sum(${rows.pokz}), 0)::int`,
          total_activities: sql<number>`count(*)::int`,
          total_not_done: sql<number>`count(*) filter (where not ${done})::int`,
          total_workload: sql<number>`coalesce(sum(${rows.workload}) filter (where ${done}), 0)::int`,
        })
        .from(rows)
        .where(or(done, sql`${rows.ended}`));
      return {
        avg_points: row?.avg_points == null ? null : Number(row.avg_points),
        total_pokz: row?.total_pokz ?? 0,
        total_activities: row?.total_activities ?? 0,
        total_not_done: row?.total_not_done ?? 0,
        total_workload: row?.total_workload ?? 0,
      };
    },
  };
}

export type ExternalActivitiesRepository = ReturnType<typeof createExternalActivitiesRepository>;
