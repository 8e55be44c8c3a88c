import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { forumApplause, forumComments } from '../forum/forum.tables.ts';
import { users } from '../identity/identity.tables.ts';
import type { Educator } from '../school-directory/school-directory.repository.ts';
import { classrooms } from '../tenancy/tenancy.tables.ts';
import { EXPORT_BATCH, type TeacherListQuery, teacherListConditions } from './activities.repository.ts';
import { activities, activityStudents } from './activities.tables.ts';
import type { ActivityExportRow } from './activity-export.columns.ts';

/** The cursor of an activity batch: the last row's exact created_at (as text: a Date loses microseconds) and id. */
export interface ActivityCursor {
  createdAt: string;
  id: string;
}

const noTotals = { totalStudents: 0, participation: 0, averageScore: null, totalPokz: 0 };

/** Reads of the spreadsheet exports that the other activity queries do not need. */
export function createActivityExportRepository(db: Executor) {
  return {
    /**
     * One batch of the educator's activities (newest first, after the cursor) with what the
     * 'Activity export row' shows, and their students' totals read for the whole batch at once:
     * two queries per batch, each reading only the export's columns.
     */
    async activityBatch(
      platformId: string,
      user: Educator,
      query: TeacherListQuery,
      after?: ActivityCursor,
    ): Promise<{ rows: ActivityExportRow[]; cursor: ActivityCursor | null }> {
      const found = await db
        .select({
          activity: {
            id: activities.id,
            title: activities.title,
            kind: activities.kind,
            start_time: activities.start_time,
            end_time: activities.end_time,
            workload: activities.workload,
            bncc: activities.bncc,
          },
          teacherName: users.name,
          classroomName: classrooms.name,
          createdAt: sql<string>`${activities.created_at}::text`,
        })
        .from(activities)
        .innerJoin(users, eq(users.id, activities.teacher_id))
        .innerJoin(classrooms, eq(classrooms.id, activities.classroom_id))
        .where(and(...teacherListConditions(db, platformId, user, query, after)))
        .orderBy(desc(activities.created_at), desc(activities.id))
        .limit(EXPORT_BATCH);
      const last = found.at(-1);
      if (!last) return { rows: [], cursor: null };
      const totals = await db
        .select({
          activityId: activityStudents.activity_id,
          totalStudents: sql<number>`count(*)::int`,
          participation: sql<number>`(count(*) filter (where ${activityStudents.status} = 3))::int`,
          averageScore: sql<string | null>`avg(${activityStudents.score})`,
          totalPokz: sql<number>`coalesce(sum(${activityStudents.pokz}), 0)::int`,
        })
        .from(activityStudents)
        .where(
          inArray(
            activityStudents.activity_id,
            found.map((row) => row.activity.id),
          ),
        )
        .groupBy(activityStudents.activity_id);
      const totalsOf = new Map(totals.map(({ activityId, ...rest }) => [activityId, rest]));
      return {
        rows: found.map((row) => ({ ...row, ...(totalsOf.get(row.activity.id) ?? noTotals) })),
        cursor: found.length < EXPORT_BATCH ? null : { createdAt: last.createdAt, id: last.activity.id },
      };
    },

    /**
     * One batch of an activity's students in name order, after the last one of the previous
     * batch, each with their forum totals over the activity's forums (its own and its trail
     * items'): comments written, those marked as reaching the purpose, applause received.
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
        })
        .from(activityStudents)
        .innerJoin(users, eq(users.id, activityStudents.student_id))
        .leftJoinLateral(forum, sql`true`)
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
