import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { examQuestions } from '../exam-builder/exam-builder.tables.ts';
import { activityExams, attemptQuestions, examAttempts } from '../exams/exams.tables.ts';
import { forumApplause, forumComments } from '../forum/forum.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { type Educator, educatorClassroomIds } from '../school-directory/school-directory.access.ts';
import { classrooms } from '../tenancy/tenancy.tables.ts';
import { activityTrails, trailItems, trailProgress } from '../trails/trails.tables.ts';
import { EXPORT_BATCH, type TeacherListQuery, teacherListConditions } from './activities.repository.ts';
import { activities, activityStudents } from './activities.tables.ts';
import type { ActivityExportRow, ExamVerdicts } from './activity-export.columns.ts';

/** The cursor of an activity batch: the last row's exact created_at (as text: a Date loses microseconds) and id. */
export interface ActivityCursor {
  createdAt: string;
  id: string;
}

/** One activity of a batch, as the query's json_build_array lists it. */
type RawActivityExportRow = [
  id: string,
  createdAtText: string,
  title: string,
  kind: string,
  startMs: number | null,
  endMs: number | null,
  workload: number | null,
  bncc: string[],
  teacherName: string,
  classroomName: string,
  totalStudents: number,
  participation: number,
  averageScore: string | null,
  totalPokz: number,
];

/** A timestamp as milliseconds since the epoch: a number in JSON, which makes an exact Date. */
const epochMs = (column: SQL | AnyPgColumn) => sql<number | null>`(extract(epoch from ${column}) * 1000)::float8`;
const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

function toExportRow([
  ,
  ,
  title,
  kind,
  startMs,
  endMs,
  workload,
  bncc,
  teacherName,
  classroomName,
  totalStudents,
  participation,
  averageScore,
  totalPokz,
]: RawActivityExportRow): ActivityExportRow {
  return {
    title,
    kind,
    startTime: dateOf(startMs),
    endTime: dateOf(endMs),
    workload,
    bncc: bncc.join(', '),
    teacherName,
    classroomName,
    totalStudents,
    participation,
    averageScore,
    totalPokz,
  };
}

/** Reads of the spreadsheet exports that the other activity queries do not need. */
export function createActivityExportRepository(db: Executor) {
  return {
    /**
     * One batch of the educator's activities, newest first after the cursor as the list shows them
     * (every classroom together), with what the 'Activity export row' shows: one statement, the
     * page first and then its students' totals in one grouped scan over the page's activities only.
     * Each classroom (all of the educator's, or the one asked) gives its next rows from its own
     * index range (classroom, created_at, id), and the batch is the newest of those. The batch comes
     * back as one JSON array (as text, which both drivers hand over as it is) and is mapped here: on
     * a 100,000-row export, the drivers' reading of 14 columns per row, and more so the query
     * builder's generic row mapping, cost more than the query (PGlite runs on this thread).
     */
    async activityBatch(
      platformId: string,
      user: Educator,
      query: TeacherListQuery,
      after?: ActivityCursor,
    ): Promise<{ rows: ActivityExportRow[]; cursor: ActivityCursor | null }> {
      const classroomIds = db
        .select({ id: classrooms.id })
        .from(classrooms)
        .where(
          and(
            eq(classrooms.platform_id, platformId),
            inArray(classrooms.id, educatorClassroomIds(db, user)),
            query.classroom ? eq(classrooms.id, query.classroom) : undefined,
          ),
        );
      const classroomPage = db
        .select({
          id: activities.id,
          title: activities.title,
          kind: activities.kind,
          startMs: epochMs(activities.start_time).as('start_ms'),
          endMs: epochMs(activities.end_time).as('end_ms'),
          workload: activities.workload,
          bncc: activities.bncc,
          teacherName: sql<string>`${users.name}`.as('teacher_name'),
          classroomName: sql<string>`${classrooms.name}`.as('classroom_name'),
          createdAt: sql<string>`${activities.created_at}::text`.as('created_at_text'),
          orderedAt: sql`${activities.created_at}`.as('ordered_at'),
        })
        .from(activities)
        .innerJoin(users, eq(users.id, activities.teacher_id))
        .innerJoin(classrooms, eq(classrooms.id, activities.classroom_id))
        .where(
          and(sql`${activities.classroom_id} = c.id`, ...teacherListConditions(db, platformId, user, query, after)),
        )
        .orderBy(desc(activities.created_at), desc(activities.id))
        .limit(EXPORT_BATCH);
      const result = await db.execute(sql`
        with c as (${classroomIds}),
        p as (
          select x.* from c cross join lateral (${classroomPage}) x
          order by x.ordered_at desc, x.id desc
          limit ${EXPORT_BATCH}
        ),
        t as (
          select s.activity_id,
                 count(*)::int as total_students,
                 (count(*) filter (where s.status = 3))::int as participation,
                 avg(s.score)::text as average_score,
                 sum(s.pokz)::int as total_pokz
          from ${activityStudents} s
          where s.activity_id = any(array(select id from p))
          group by s.activity_id
        )
        select coalesce(json_agg(json_build_array(
                 p.id, p.created_at_text, p.title, p.kind, p.start_ms, p.end_ms, p.workload, p.bncc, p.teacher_name,
                 p.classroom_name, coalesce(t.total_students, 0), coalesce(t.participation, 0), t.average_score,
                 coalesce(t.total_pokz, 0)
               ) order by p.ordered_at desc, p.id desc), '[]')::text as batch
        from p
        left join t on t.activity_id = p.id`);
      const found: RawActivityExportRow[] = JSON.parse(rowsOf<{ batch: string }>(result)[0]?.batch ?? '[]');
      const last = found.at(-1);
      return {
        rows: found.map(toExportRow),
        cursor: last && found.length === EXPORT_BATCH ? { id: last[0], createdAt: last[1] } : null,
      };
    },

    /** The questions of a digital exam's attached exam, in the exam's order (none without one). */
    async examQuestionIds(platformId: string, activityId: string): Promise<string[]> {
      const rows = await db
        .select({ id: examQuestions.question_id })
        .from(activityExams)
        .innerJoin(examQuestions, eq(examQuestions.exam_id, activityExams.exam_id))
        .where(and(eq(activityExams.platform_id, platformId), eq(activityExams.activity_id, activityId)))
        .orderBy(asc(examQuestions.position), asc(examQuestions.question_id));
      return rows.map((row) => row.id);
    },

    /** How many steps the trail of a 'Trilha' activity has (0 without one). */
    async trailStepCount(platformId: string, activityId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(${trailItems.id})::int` })
        .from(activityTrails)
        .innerJoin(trailItems, eq(trailItems.trail_id, activityTrails.trail_id))
        .where(and(eq(activityTrails.platform_id, platformId), eq(activityTrails.activity_id, activityId)));
      return row?.total ?? 0;
    },

    /**
     * One batch of an activity's students in name order, after the last one of the previous
     * batch, each with their forum totals over the activity's forums (its own and its trail
     * items'): comments written, those marked as reaching the purpose, applause received; and
     * their exam attempt, when the activity has one: its time once finished (seconds) and how
     * each answer stands, by the exams module's rule (`attemptQuestions`); and the steps of the
     * activity's trail they have done, when it has one.
     */
    async studentBatch(platformId: string, activityId: string, limit: number, after?: { name: string; id: string }) {
      const forum = db
        .select({
          comments: sql<number>`count(distinct ${forumComments.id})::int`.as('comments'),
          reached:
            sql<number>`(count(distinct ${forumComments.id}) filter (where ${forumComments.reached_purpose}))::int`.as(
              'reached',
            ),
          applause: sql<number>`count(${forumApplause.comment_id})::int`.as('applause'),
        })
        .from(forumComments)
        .leftJoin(forumApplause, eq(forumApplause.comment_id, forumComments.id))
        .where(
          and(
            eq(forumComments.platform_id, activityStudents.platform_id),
            eq(forumComments.activity_id, activityStudents.activity_id),
            eq(forumComments.author_id, activityStudents.student_id),
          ),
        )
        .as('forum');
      const question = attemptQuestions({
        id: examAttempts.id,
        activityId: examAttempts.activity_id,
        questionOrder: examAttempts.question_order,
      });
      const attempt = db
        .select({
          seconds: sql<
            number | null
          >`(extract(epoch from ${examAttempts.finished_at} - ${examAttempts.started_at}))::float8`.as('exam_seconds'),
          verdicts: sql<ExamVerdicts | null>`(select jsonb_object_agg(v.question_id, case
              when not v.counted then 'nullified' when v.correct then 'right' when v.answered then 'wrong'
              else 'unanswered' end)::text from (${question}) v)`
            .mapWith((text: string | null) => (text === null ? null : (JSON.parse(text) as ExamVerdicts)))
            .as('exam_verdicts'),
        })
        .from(examAttempts)
        .where(
          and(
            eq(examAttempts.activity_id, activityStudents.activity_id),
            eq(examAttempts.student_id, activityStudents.student_id),
          ),
        )
        .as('attempt');
      const trail = db
        .select({ done: sql<number>`count(*)::int`.as('trail_done') })
        .from(trailProgress)
        .innerJoin(activityTrails, eq(activityTrails.activity_id, trailProgress.activity_id))
        .innerJoin(
          trailItems,
          and(eq(trailItems.id, trailProgress.item_id), eq(trailItems.trail_id, activityTrails.trail_id)),
        )
        .where(
          and(
            eq(trailProgress.platform_id, activityStudents.platform_id),
            eq(trailProgress.activity_id, activityStudents.activity_id),
            eq(trailProgress.student_id, activityStudents.student_id),
            eq(trailProgress.done, true),
          ),
        )
        .as('trail');
      return db
        .select({
          assignment: activityStudents,
          student: {
            id: users.id,
            name: users.name,
            username: users.username,
            external_id: users.external_id,
          },
          forum: { comments: forum.comments, reached: forum.reached, applause: forum.applause },
          exam: { seconds: attempt.seconds, verdicts: attempt.verdicts },
          trail: { done: trail.done },
        })
        .from(activityStudents)
        .innerJoin(users, eq(users.id, activityStudents.student_id))
        .leftJoinLateral(forum, sql`true`)
        .leftJoinLateral(attempt, sql`true`)
        .leftJoinLateral(trail, sql`true`)
        .where(
          and(
            eq(activityStudents.platform_id, platformId),
            eq(activityStudents.activity_id, activityId),
            after ? sql`(${users.name}, ${users.id}) > (${after.name}, ${after.id})` : undefined,
          ),
        )
        .orderBy(asc(users.name), asc(users.id))
        .limit(limit);
    },
  };
}

export type ActivityExportRepository = ReturnType<typeof createActivityExportRepository>;
