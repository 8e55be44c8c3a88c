import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { activities, activityStudents } from '../activities/activities.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { guardianLinks } from '../tenancy/tenancy.tables.ts';
import {
  activityTrails,
  learningTrails,
  trailItems,
  trailJourneys,
  trailProgress,
  trailQuizAnswers,
} from '../trails/trails.tables.ts';

/** Trail status 'active': the only trails an activity may apply (document 2 section 5). */
const PUBLISHED = 1;
const CHOICES = 30;

export interface TrailChoiceRow {
  trail_id: string;
  external_id: string;
  title: string;
  total_steps: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// Qualified by hand: drizzle leaves columns unqualified in a one-table select, where "id" would be the step's.
const stepsOf = sql<number>`(select count(*)::int from ${trailItems} s where s.trail_id = "learning_trails"."id")`;
const choiceColumns = {
  trail_id: learningTrails.id,
  external_id: learningTrails.external_id,
  title: learningTrails.title,
  total_steps: stepsOf,
};

/** Every read and write of the trail an activity applies and of how its students walk it; each is given the platform id. */
export function createTrailResultsRepository(db: Executor) {
  return {
    async linkedTrail(platformId: string, activityId: string): Promise<TrailChoiceRow | null> {
      const [row] = await db
        .select(choiceColumns)
        .from(activityTrails)
        .innerJoin(learningTrails, eq(learningTrails.id, activityTrails.trail_id))
        .where(and(eq(activityTrails.platform_id, platformId), eq(activityTrails.activity_id, activityId)));
      return row ?? null;
    },

    /** The platform's published trails whose title holds `search`, by title. */
    async publishedTrails(platformId: string, search = ''): Promise<TrailChoiceRow[]> {
      return db
        .select(choiceColumns)
        .from(learningTrails)
        .where(
          and(
            eq(learningTrails.platform_id, platformId),
            eq(learningTrails.status, PUBLISHED),
            search ? ilike(learningTrails.title, `%${escapeLike(search)}%`) : undefined,
          ),
        )
        .orderBy(asc(learningTrails.title), asc(learningTrails.id))
        .limit(CHOICES);
    },

    async isPublished(platformId: string, trailId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: learningTrails.id })
        .from(learningTrails)
        .where(
          and(
            eq(learningTrails.platform_id, platformId),
            eq(learningTrails.id, trailId),
            eq(learningTrails.status, PUBLISHED),
          ),
        );
      return row !== undefined;
    },

    async link(platformId: string, activityId: string, trailId: string): Promise<void> {
      await db
        .insert(activityTrails)
        .values({ platform_id: platformId, activity_id: activityId, trail_id: trailId })
        .onConflictDoUpdate({
          target: activityTrails.activity_id,
          set: { trail_id: trailId, updated_at: sql`now()` },
          setWhere: eq(activityTrails.platform_id, platformId),
        });
    },

    async unlink(platformId: string, activityId: string): Promise<void> {
      await db
        .delete(activityTrails)
        .where(and(eq(activityTrails.platform_id, platformId), eq(activityTrails.activity_id, activityId)));
    },

    async hasJourneys(platformId: string, activityId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: trailJourneys.student_id })
        .from(trailJourneys)
        .where(and(eq(trailJourneys.platform_id, platformId), eq(trailJourneys.activity_id, activityId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Each assigned student by name with their journey and their steps' records over the
     * trail's current steps: how many are done, the sum of their scores, the last save.
     */
    async studentResults(platformId: string, activityId: string, trailId: string | null) {
      const steps = db
        .select({
          done: sql<number>`(count(*) filter (where ${trailProgress.done}))::int`.as('steps_done'),
          score: sql<number | null>`sum(${trailProgress.score})::float8`.as('steps_score'),
          saved_at: sql<Date | null>`max(${trailProgress.updated_at})`.as('steps_saved_at'),
        })
        .from(trailProgress)
        .innerJoin(trailItems, eq(trailItems.id, trailProgress.item_id))
        .where(
          and(
            eq(trailProgress.platform_id, activityStudents.platform_id),
            eq(trailProgress.activity_id, activityStudents.activity_id),
            eq(trailProgress.student_id, activityStudents.student_id),
            trailId ? eq(trailItems.trail_id, trailId) : sql`false`,
          ),
        )
        .as('steps');
      return db
        .select({
          student_id: users.id,
          name: users.name,
          username: users.username,
          started_at: trailJourneys.started_at,
          finished_at: trailJourneys.finished_at,
          done: sql<number>`coalesce(${steps.done}, 0)`,
          score: steps.score,
          saved_at: sql<Date | null>`${steps.saved_at}`.mapWith((value: string | null) =>
            value === null ? null : new Date(value),
          ),
        })
        .from(activityStudents)
        .innerJoin(users, eq(users.id, activityStudents.student_id))
        .leftJoin(
          trailJourneys,
          and(
            eq(trailJourneys.activity_id, activityStudents.activity_id),
            eq(trailJourneys.student_id, activityStudents.student_id),
          ),
        )
        .leftJoinLateral(steps, sql`true`)
        .where(and(eq(activityStudents.platform_id, platformId), eq(activityStudents.activity_id, activityId)))
        .orderBy(asc(users.name), asc(users.id));
    },

    /** The trail's steps in order, each with how many assigned students did it and its quiz answers. */
    async stepFigures(platformId: string, activityId: string, trailId: string) {
      const assigned = sql`(select ${activityStudents.student_id} from ${activityStudents}
        where ${activityStudents.platform_id} = ${platformId} and ${activityStudents.activity_id} = ${activityId})`;
      const done = sql<number>`(select count(*)::int from ${trailProgress}
        where ${trailProgress.platform_id} = ${platformId} and ${trailProgress.activity_id} = ${activityId}
          and ${trailProgress.item_id} = ${trailItems.id} and ${trailProgress.done}
          and ${trailProgress.student_id} in ${assigned})`;
      const answers = sql<string>`(select json_build_array(count(*), count(*) filter (where ${trailQuizAnswers.correct}))::text
        from ${trailQuizAnswers}
        where ${trailQuizAnswers.platform_id} = ${platformId} and ${trailQuizAnswers.activity_id} = ${activityId}
          and ${trailQuizAnswers.item_id} = ${trailItems.id} and ${trailQuizAnswers.student_id} in ${assigned})`;
      const rows = await db
        .select({
          item_id: trailItems.id,
          title: trailItems.title,
          type: trailItems.type,
          students_done: done,
          answers,
        })
        .from(trailItems)
        .where(eq(trailItems.trail_id, trailId))
        .orderBy(asc(trailItems.position), asc(trailItems.id));
      return rows.map(({ answers: text, ...row }) => {
        const [given, correct] = JSON.parse(text) as [number, number];
        return { ...row, quiz_answers: given, quiz_correct: correct };
      });
    },

    async journey(platformId: string, activityId: string, studentId: string) {
      const [row] = await db
        .select()
        .from(trailJourneys)
        .where(
          and(
            eq(trailJourneys.platform_id, platformId),
            eq(trailJourneys.activity_id, activityId),
            eq(trailJourneys.student_id, studentId),
          ),
        );
      return row ?? null;
    },

    /** The student's records of the trail's steps, in the trail's order. */
    async studentSteps(platformId: string, activityId: string, studentId: string, trailId: string) {
      return db
        .select({
          item_id: trailItems.id,
          title: trailItems.title,
          done: trailProgress.done,
          score: trailProgress.score,
          created_at: trailProgress.created_at,
        })
        .from(trailProgress)
        .innerJoin(trailItems, eq(trailItems.id, trailProgress.item_id))
        .where(
          and(
            eq(trailProgress.platform_id, platformId),
            eq(trailProgress.activity_id, activityId),
            eq(trailProgress.student_id, studentId),
            eq(trailItems.trail_id, trailId),
          ),
        )
        .orderBy(asc(trailItems.position), asc(trailItems.id));
    },

    /**
     * The published trail activities assigned to the guardian's dependent (none when the student
     * is not theirs), newest deadline first, with their trail and how far the student got.
     */
    async dependentTrails(platformId: string, guardianId: string, studentId: string) {
      const done = sql<number>`(select count(*)::int from ${trailProgress}
        inner join ${trailItems} i on i.id = ${trailProgress.item_id}
        where ${trailProgress.platform_id} = ${platformId} and ${trailProgress.activity_id} = ${activities.id}
          and ${trailProgress.student_id} = ${studentId} and ${trailProgress.done} and i.trail_id = ${learningTrails.id})`;
      return db
        .select({
          activity_id: activities.id,
          title: activities.title,
          end_time: activities.end_time,
          trail: choiceColumns,
          done,
          finished_at: trailJourneys.finished_at,
        })
        .from(activityStudents)
        .innerJoin(activities, eq(activities.id, activityStudents.activity_id))
        .innerJoin(activityTrails, eq(activityTrails.activity_id, activities.id))
        .innerJoin(learningTrails, eq(learningTrails.id, activityTrails.trail_id))
        .innerJoin(
          guardianLinks,
          and(
            eq(guardianLinks.platform_id, platformId),
            eq(guardianLinks.guardian_id, guardianId),
            eq(guardianLinks.student_id, activityStudents.student_id),
          ),
        )
        .leftJoin(
          trailJourneys,
          and(eq(trailJourneys.activity_id, activities.id), eq(trailJourneys.student_id, activityStudents.student_id)),
        )
        .where(
          and(
            eq(activityStudents.platform_id, platformId),
            eq(activityStudents.student_id, studentId),
            eq(activities.kind, 'trail'),
            eq(activities.published, true),
          ),
        )
        .orderBy(desc(activities.end_time), asc(activities.id));
    },

    async isAssigned(platformId: string, activityId: string, studentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: activityStudents.student_id })
        .from(activityStudents)
        .where(
          and(
            eq(activityStudents.platform_id, platformId),
            eq(activityStudents.activity_id, activityId),
            eq(activityStudents.student_id, studentId),
          ),
        );
      return row !== undefined;
    },
  };
}

export type TrailResultsRepository = ReturnType<typeof createTrailResultsRepository>;
