import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { essayBookmarks } from '../essays/essays.tables.ts';
import { type ActivityInsert, type AssignmentValues, assignmentsOf } from './activities.repository.ts';
import { activities, activityFavorites, activityFiles, activityStudents } from './activities.tables.ts';

export type ActivityChanges = Partial<Omit<ActivityInsert, 'id' | 'platform_id' | 'created_at'>>;

function writes(db: Executor) {
  return {
    async insert(values: ActivityInsert) {
      const [row] = await db.insert(activities).values(values).returning();
      if (!row) throw new Error('activity not inserted');
      return row;
    },

    /** With no field to change it still marks the activity updated (its students changed). */
    async update(platformId: string, activityId: string, changes: ActivityChanges) {
      const [row] = await db
        .update(activities)
        .set(Object.keys(changes).length > 0 ? changes : { updated_at: new Date() })
        .where(and(eq(activities.platform_id, platformId), eq(activities.id, activityId)))
        .returning();
      return row ?? null;
    },

    async remove(platformId: string, activityId: string): Promise<boolean> {
      const rows = await db
        .delete(activities)
        .where(and(eq(activities.platform_id, platformId), eq(activities.id, activityId)))
        .returning({ id: activities.id });
      return rows.length > 0;
    },

    async assign(platformId: string, activityId: string, studentIds: string[]) {
      if (studentIds.length === 0) return;
      await db
        .insert(activityStudents)
        .values(studentIds.map((student_id) => ({ platform_id: platformId, activity_id: activityId, student_id })))
        .onConflictDoNothing();
    },

    /**
     * Removes the students' rows with their files' links and essay marks, which would show
     * again on a blank row if they came back; run it in a transaction. The stored bytes stay
     * with the storage module, as when an activity is removed.
     */
    async unassign(platformId: string, activityId: string, studentIds?: string[]) {
      const ofStudents = (table: typeof activityFiles | typeof essayBookmarks) =>
        and(
          eq(table.platform_id, platformId),
          eq(table.activity_id, activityId),
          studentIds ? inArray(table.student_id, studentIds) : undefined,
        );
      await db.delete(activityFiles).where(ofStudents(activityFiles));
      await db.delete(essayBookmarks).where(ofStudents(essayBookmarks));
      await db.delete(activityStudents).where(assignmentsOf(platformId, activityId, studentIds));
    },

    /** Changes the rows of the given students; returns the ids that were assigned. */
    async updateAssignments(platformId: string, activityId: string, studentIds: string[], values: AssignmentValues) {
      const rows = await db
        .update(activityStudents)
        .set(values)
        .where(assignmentsOf(platformId, activityId, studentIds))
        .returning({ id: activityStudents.student_id });
      return rows.map((row) => row.id);
    },

    /**
     * Records the student's opening of the activity; true when it was the first. The previous
     * value is read under a row lock by the update itself, so of parallel openings one only
     * finds none.
     */
    async recordOpening(platformId: string, activityId: string, studentId: string, at: Date): Promise<boolean> {
      const previous = db
        .select({ student_id: activityStudents.student_id, last_access_at: activityStudents.last_access_at })
        .from(activityStudents)
        .where(assignmentsOf(platformId, activityId, [studentId]))
        .for('update')
        .as('previous');
      const [row] = await db
        .update(activityStudents)
        .set({ last_access_at: at })
        .from(previous)
        .where(
          and(assignmentsOf(platformId, activityId, [studentId]), eq(activityStudents.student_id, previous.student_id)),
        )
        .returning({ first: sql<boolean>`${previous.last_access_at} is null` });
      return row?.first ?? false;
    },

    /** The students' delivery statuses, their rows locked until the transaction ends. */
    async lockStatuses(platformId: string, activityId: string, studentIds: string[]): Promise<number[]> {
      const rows = await db
        .select({ status: activityStudents.status })
        .from(activityStudents)
        .where(assignmentsOf(platformId, activityId, studentIds))
        .for('update');
      return rows.map((row) => row.status);
    },

    /** Marks the students' rows sent, keeping the delivery date of those already sent. */
    async markSent(platformId: string, activityId: string, studentIds: string[], at: Date) {
      const rows = await db
        .update(activityStudents)
        .set({
          status: 3,
          draft: false,
          delivered_at: sql`coalesce(${activityStudents.delivered_at}, ${at.toISOString()}::timestamptz)`,
        })
        .where(assignmentsOf(platformId, activityId, studentIds))
        .returning({ id: activityStudents.student_id });
      return rows.map((row) => row.id);
    },

    async setFavorite(platformId: string, activityId: string, userId: string, favorite: boolean) {
      if (favorite) {
        await db
          .insert(activityFavorites)
          .values({ platform_id: platformId, activity_id: activityId, user_id: userId })
          .onConflictDoNothing();
      } else {
        await db
          .delete(activityFavorites)
          .where(
            and(
              eq(activityFavorites.platform_id, platformId),
              eq(activityFavorites.activity_id, activityId),
              eq(activityFavorites.user_id, userId),
            ),
          );
      }
    },
  };
}

export type ActivityWrites = ReturnType<typeof writes>;

/** Writes of activities and their assignments; every function is scoped by the platform. */
export function createActivitiesWriteRepository(db: Executor) {
  return {
    ...writes(db),
    transaction<T>(run: (tx: ActivityWrites) => Promise<T>): Promise<T> {
      return db.transaction((tx) => run(writes(tx as unknown as Executor)));
    },
  };
}

export type ActivitiesWriteRepository = ReturnType<typeof createActivitiesWriteRepository>;
