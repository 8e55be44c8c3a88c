import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { essayBookmarks } from '../essays/essays.tables.ts';
import type { ActivityInsert } from './activities.repository.ts';
import { activities, activityFavorites, activityFiles } from './activities.tables.ts';

export type ActivityChanges = Partial<Omit<ActivityInsert, 'id' | 'platform_id' | 'created_at'>>;

/** Writes of activities; every function is scoped by the platform and takes its transaction last. */
export function createActivitiesWriteRepository(db: Executor) {
  return {
    async insert(values: ActivityInsert, tx: Executor = db) {
      const [row] = await tx.insert(activities).values(values).returning();
      if (!row) throw new Error('activity not inserted');
      return row;
    },

    /** With no field to change it still marks the activity updated (its students changed). */
    async update(platformId: string, activityId: string, changes: ActivityChanges, tx: Executor = db) {
      const [row] = await tx
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

    /**
     * Removes what the students left in the activity, their files' links and essay marks, which
     * would show again on a blank delivery if they came back. The stored bytes stay with the
     * storage module, as when an activity is removed.
     */
    async removeStudentTraces(platformId: string, activityId: string, studentIds?: string[], tx: Executor = db) {
      const ofStudents = (table: typeof activityFiles | typeof essayBookmarks) =>
        and(
          eq(table.platform_id, platformId),
          eq(table.activity_id, activityId),
          studentIds ? inArray(table.student_id, studentIds) : undefined,
        );
      await tx.delete(activityFiles).where(ofStudents(activityFiles));
      await tx.delete(essayBookmarks).where(ofStudents(essayBookmarks));
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

export type ActivitiesWriteRepository = ReturnType<typeof createActivitiesWriteRepository>;
/** What other modules may change of an activity (an exam's settings). */
export type ActivityWrites = Pick<ActivitiesWriteRepository, 'update'>;
