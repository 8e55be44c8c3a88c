import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { forumApplause, forumComments } from '../forum/forum.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { activityStudents } from './activities.tables.ts';

/** Reads of the spreadsheet exports that the other activity queries do not need. */
export function createActivityExportRepository(db: Executor) {
  return {
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
