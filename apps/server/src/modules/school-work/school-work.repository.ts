import { EXTERNAL_ACTIVITY_STATUS } from '@ava/contracts';
import { and, asc, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { activityFiles, activityStudents } from '../activities/activities.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { storedFiles } from '../storage/storage.tables.ts';

export type AssignmentRow = typeof activityStudents.$inferSelect;
export type ActivityFileRow = typeof activityFiles.$inferSelect;
export type FileWithStudentRow = ActivityFileRow & { student_name: string };

export interface ResponseWrite {
  responseText: string;
  draft: boolean;
  /** Set only on a final response. */
  status?: number;
  deliveredAt?: Date;
}

export interface FileLink {
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
}

const fileColumns = {
  id: activityFiles.id,
  platform_id: activityFiles.platform_id,
  activity_id: activityFiles.activity_id,
  student_id: activityFiles.student_id,
  storage_key: activityFiles.storage_key,
  file_name: activityFiles.file_name,
  content_type: activityFiles.content_type,
  size: activityFiles.size,
  created_at: activityFiles.created_at,
  updated_at: activityFiles.updated_at,
  student_name: users.name,
};

export function createSchoolWorkRepository(db: Executor) {
  /** Links whose stored file was deleted through the storage service drop out of every list. */
  const storedFileJoin = and(
    eq(storedFiles.platform_id, activityFiles.platform_id),
    eq(storedFiles.key, activityFiles.storage_key),
  );

  return {
    async assignment(platformId: string, activityId: string, studentId: string) {
      const [row] = await db
        .select({ assignment: activityStudents, name: users.name })
        .from(activityStudents)
        .innerJoin(users, eq(users.id, activityStudents.student_id))
        .where(
          and(
            eq(activityStudents.platform_id, platformId),
            eq(activityStudents.activity_id, activityId),
            eq(activityStudents.student_id, studentId),
          ),
        );
      return row ?? null;
    },

    /** Every assigned student with the number of files they attached. */
    async results(platformId: string, activityId: string) {
      const files = db
        .select({ student_id: activityFiles.student_id, total: count().as('total') })
        .from(activityFiles)
        .innerJoin(storedFiles, storedFileJoin)
        .where(and(eq(activityFiles.platform_id, platformId), eq(activityFiles.activity_id, activityId)))
        .groupBy(activityFiles.student_id)
        .as('files');
      return db
        .select({ assignment: activityStudents, name: users.name, username: users.username, files: files.total })
        .from(activityStudents)
        .innerJoin(users, eq(users.id, activityStudents.student_id))
        .leftJoin(files, eq(files.student_id, activityStudents.student_id))
        .where(and(eq(activityStudents.platform_id, platformId), eq(activityStudents.activity_id, activityId)))
        .orderBy(asc(users.name), asc(users.id));
    },

    /**
     * Saves the response unless it was already sent (status 3): a final answer is never
     * overwritten, even by two requests racing. A final answer waits for a new grade, since
     * it changed after any earlier one; sent during a redo (status 5), it also answers the
     * teacher's comment that asked for it, which is then no longer shown as feedback on the new
     * answer nor offered again with its grade. Null when nothing was saved.
     */
    async saveResponse(
      platformId: string,
      activityId: string,
      studentId: string,
      values: ResponseWrite,
      tx: Executor = db,
    ): Promise<AssignmentRow | null> {
      const [row] = await tx
        .update(activityStudents)
        .set({
          response_text: values.responseText,
          draft: values.draft,
          ...(values.status === undefined ? {} : { status: values.status }),
          ...(values.deliveredAt === undefined ? {} : { delivered_at: values.deliveredAt }),
          ...(values.draft
            ? {}
            : {
                evaluated_at: null,
                score: null,
                reached_goal: false,
                teacher_comment: sql`case when ${activityStudents.status} = ${EXTERNAL_ACTIVITY_STATUS.redo} then null else ${activityStudents.teacher_comment} end`,
              }),
        })
        .where(
          and(
            eq(activityStudents.platform_id, platformId),
            eq(activityStudents.activity_id, activityId),
            eq(activityStudents.student_id, studentId),
            ne(activityStudents.status, 3),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Files of one student, or of the whole activity when no student is given, each student's in
     * the order they were attached: the links a save adds share its transaction's created_at, so
     * between those the upload, one file after the other, decides.
     */
    async files(platformId: string, activityId: string, studentId?: string): Promise<FileWithStudentRow[]> {
      return db
        .select(fileColumns)
        .from(activityFiles)
        .innerJoin(storedFiles, storedFileJoin)
        .innerJoin(users, eq(users.id, activityFiles.student_id))
        .where(
          and(
            eq(activityFiles.platform_id, platformId),
            eq(activityFiles.activity_id, activityId),
            studentId === undefined ? undefined : eq(activityFiles.student_id, studentId),
          ),
        )
        .orderBy(asc(users.name), asc(activityFiles.created_at), asc(storedFiles.created_at), asc(activityFiles.id));
    },

    /** The stored files of the given keys, as the storage service recorded them. */
    async storedFilesByKey(platformId: string, keys: string[]) {
      if (keys.length === 0) return [];
      return db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.platform_id, platformId), inArray(storedFiles.key, keys)));
    },

    /** Makes the student's linked files exactly `links`: new ones are added, missing ones removed. */
    async replaceFiles(
      platformId: string,
      activityId: string,
      studentId: string,
      links: FileLink[],
      tx: Executor = db,
    ): Promise<void> {
      const ofStudent = and(
        eq(activityFiles.platform_id, platformId),
        eq(activityFiles.activity_id, activityId),
        eq(activityFiles.student_id, studentId),
      );
      const keys = links.map((link) => link.storageKey);
      await tx
        .delete(activityFiles)
        .where(keys.length === 0 ? ofStudent : and(ofStudent, notInArray(activityFiles.storage_key, keys)));
      if (links.length === 0) return;
      const existing = await tx.select({ key: activityFiles.storage_key }).from(activityFiles).where(ofStudent);
      const known = new Set(existing.map((row) => row.key));
      const added = links.filter((link) => !known.has(link.storageKey));
      if (added.length === 0) return;
      await tx.insert(activityFiles).values(
        added.map((link) => ({
          platform_id: platformId,
          activity_id: activityId,
          student_id: studentId,
          storage_key: link.storageKey,
          file_name: link.fileName,
          content_type: link.contentType,
          size: link.size,
        })),
      );
    },

    transaction<T>(run: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => run(tx as unknown as Executor));
    },
  };
}

export type SchoolWorkRepository = ReturnType<typeof createSchoolWorkRepository>;
