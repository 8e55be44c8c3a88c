import type { Stage } from '@ava/contracts';
import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { activityFiles, activityStudents } from '../activities/activities.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { storedFiles } from '../storage/storage.tables.ts';
import { classrooms, grades } from '../tenancy/tenancy.tables.ts';

export type AssignmentRow = typeof activityStudents.$inferSelect;
export type ActivityFileRow = typeof activityFiles.$inferSelect;
export type FileWithStudentRow = ActivityFileRow & { student_name: string };

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

    /** The stage of a classroom's grade; null when its grade has none. */
    async classroomStage(platformId: string, classroomId: string): Promise<Stage | null> {
      const [row] = await db
        .select({ stage: grades.stage })
        .from(classrooms)
        .innerJoin(grades, eq(grades.id, classrooms.grade_id))
        .where(and(eq(classrooms.platform_id, platformId), eq(classrooms.id, classroomId)));
      return row?.stage ?? null;
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
  };
}

export type SchoolWorkRepository = ReturnType<typeof createSchoolWorkRepository>;
