import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { essayBookmarks } from './essays.tables.ts';

export type EssayBookmarkRow = typeof essayBookmarks.$inferSelect;

export interface BookmarkWrite {
  activityId: string;
  studentId: string;
  teacherId: string;
  position: string;
  /** The essay as stored, which the range is an offset into. */
  essayText: string;
}

export function createEssaysRepository(db: Executor) {
  return {
    async listForEssay(platformId: string, activityId: string, studentId: string): Promise<EssayBookmarkRow[]> {
      return db
        .select()
        .from(essayBookmarks)
        .where(
          and(
            eq(essayBookmarks.platform_id, platformId),
            eq(essayBookmarks.activity_id, activityId),
            eq(essayBookmarks.student_id, studentId),
          ),
        )
        .orderBy(asc(essayBookmarks.created_at), asc(essayBookmarks.id));
    },

    async find(platformId: string, id: string): Promise<EssayBookmarkRow | null> {
      const [row] = await db
        .select()
        .from(essayBookmarks)
        .where(and(eq(essayBookmarks.platform_id, platformId), eq(essayBookmarks.id, id)));
      return row ?? null;
    },

    async insert(platformId: string, values: BookmarkWrite, tx: Executor = db): Promise<EssayBookmarkRow> {
      const [row] = await tx
        .insert(essayBookmarks)
        .values({
          platform_id: platformId,
          activity_id: values.activityId,
          student_id: values.studentId,
          teacher_id: values.teacherId,
          position: values.position,
          essay_text: values.essayText,
        })
        .returning();
      if (!row) throw new Error('essay bookmark not inserted');
      return row;
    },

    /** Changes a bookmark of that same essay; null when there is none with that id. */
    async update(platformId: string, id: string, values: BookmarkWrite): Promise<EssayBookmarkRow | null> {
      const [row] = await db
        .update(essayBookmarks)
        .set({ teacher_id: values.teacherId, position: values.position, essay_text: values.essayText })
        .where(
          and(
            eq(essayBookmarks.platform_id, platformId),
            eq(essayBookmarks.id, id),
            eq(essayBookmarks.activity_id, values.activityId),
            eq(essayBookmarks.student_id, values.studentId),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Deletes every mark of one student's essay (in the caller's transaction when given). */
    async removeForEssay(platformId: string, activityId: string, studentId: string, tx: Executor = db): Promise<void> {
      await tx
        .delete(essayBookmarks)
        .where(
          and(
            eq(essayBookmarks.platform_id, platformId),
            eq(essayBookmarks.activity_id, activityId),
            eq(essayBookmarks.student_id, studentId),
          ),
        );
    },

    async remove(platformId: string, id: string): Promise<void> {
      await db.delete(essayBookmarks).where(and(eq(essayBookmarks.platform_id, platformId), eq(essayBookmarks.id, id)));
    },
  };
}

export type EssaysRepository = ReturnType<typeof createEssaysRepository>;
