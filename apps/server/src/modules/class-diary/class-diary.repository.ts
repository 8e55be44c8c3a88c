import { CLASS_DIARY_PER_PAGE } from '@ava/contracts';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { bnccCodes } from '../challenges/challenges.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { featureFlagOn } from '../platforms/platforms.module.ts';
import { type Educator, educatorClassroomIds } from '../school-directory/school-directory.access.ts';
import { classroomMembers, classrooms } from '../tenancy/tenancy.tables.ts';
import { classDiaryAbsences, classDiaryLessons } from './class-diary.tables.ts';

export type LessonRow = typeof classDiaryLessons.$inferSelect;
export type LessonValues = Omit<typeof classDiaryLessons.$inferInsert, 'id' | 'created_at' | 'updated_at'>;
export type LessonChanges = Partial<Pick<LessonRow, 'date' | 'subject' | 'bncc' | 'content' | 'lessons'>>;

export interface Ref {
  id: string;
  name: string;
}

export interface Period {
  start: string;
  end: string;
}

const absencesOfLesson = sql<number>`(select count(*) from ${classDiaryAbsences} where ${classDiaryAbsences.lesson_id} = ${classDiaryLessons.id})::int`;

const lessonColumns = {
  lesson: classDiaryLessons,
  classroom_name: classrooms.name,
  author_name: users.name,
  absences: absencesOfLesson,
};

export type LessonView = { lesson: LessonRow; classroom_name: string; author_name: string; absences: number };

export function createClassDiaryRepository(db: Executor) {
  /** Lessons of the classrooms the educator reaches on the platform. */
  const reachable = (platformId: string, educator: Educator, ...conditions: (SQL | undefined)[]) =>
    and(
      eq(classDiaryLessons.platform_id, platformId),
      inArray(classDiaryLessons.classroom_id, educatorClassroomIds(db, educator)),
      ...conditions,
    );

  const selectLessons = (tx: Executor = db) =>
    tx
      .select(lessonColumns)
      .from(classDiaryLessons)
      .innerJoin(classrooms, eq(classrooms.id, classDiaryLessons.classroom_id))
      .innerJoin(users, eq(users.id, classDiaryLessons.author_id));

  return {
    /** The classroom if the educator reaches it (teaches it, or coordinates its school). */
    async classroomInReach(platformId: string, educator: Educator, classroomId: string): Promise<Ref | null> {
      const [row] = await db
        .select({ id: classrooms.id, name: classrooms.name })
        .from(classrooms)
        .where(
          and(
            eq(classrooms.platform_id, platformId),
            eq(classrooms.id, classroomId),
            inArray(classrooms.id, educatorClassroomIds(db, educator)),
          ),
        );
      return row ?? null;
    },

    /** The classroom's students, by name. */
    studentsOf(platformId: string, classroomId: string, tx: Executor = db): Promise<Ref[]> {
      return tx
        .select({ id: users.id, name: users.name })
        .from(classroomMembers)
        .innerJoin(users, eq(users.id, classroomMembers.user_id))
        .where(
          and(
            eq(classroomMembers.platform_id, platformId),
            eq(classroomMembers.classroom_id, classroomId),
            eq(classroomMembers.role, 'student'),
          ),
        )
        .orderBy(asc(users.name), asc(users.id));
    },

    async manualFrequencyOn(platformId: string): Promise<boolean> {
      const [row] = rowsOf<{ on: boolean }>(
        await db.execute(sql`select ${featureFlagOn(platformId, 'enableManualFrequency')} as on`),
      );
      return row?.on === true;
    },

    /** The codes of the list that the BNCC catalogue knows. */
    async knownBncc(codes: string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db.select({ code: bnccCodes.code }).from(bnccCodes).where(inArray(bnccCodes.code, codes));
      return new Set(rows.map((row) => row.code));
    },

    async find(
      platformId: string,
      educator: Educator,
      lessonId: string,
      tx: Executor = db,
    ): Promise<LessonView | null> {
      const [row] = await selectLessons(tx).where(reachable(platformId, educator, eq(classDiaryLessons.id, lessonId)));
      return row ?? null;
    },

    async list(
      platformId: string,
      educator: Educator,
      filter: { classroomId?: string; start?: string; end?: string; page: number },
    ): Promise<{ rows: LessonView[]; total: number }> {
      const where = reachable(
        platformId,
        educator,
        filter.classroomId ? eq(classDiaryLessons.classroom_id, filter.classroomId) : undefined,
        filter.start ? gte(classDiaryLessons.date, filter.start) : undefined,
        filter.end ? lte(classDiaryLessons.date, filter.end) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        selectLessons()
          .where(where)
          .orderBy(desc(classDiaryLessons.date), desc(classDiaryLessons.created_at), desc(classDiaryLessons.id))
          .limit(CLASS_DIARY_PER_PAGE)
          .offset((filter.page - 1) * CLASS_DIARY_PER_PAGE),
        db.select({ total: count() }).from(classDiaryLessons).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async absentIds(lessonId: string, tx: Executor = db): Promise<Set<string>> {
      const rows = await tx
        .select({ id: classDiaryAbsences.student_id })
        .from(classDiaryAbsences)
        .where(eq(classDiaryAbsences.lesson_id, lessonId));
      return new Set(rows.map((row) => row.id));
    },

    async insert(values: LessonValues, tx: Executor = db): Promise<LessonRow> {
      const [row] = await tx.insert(classDiaryLessons).values(values).returning();
      if (!row) throw new Error('lesson not inserted');
      return row;
    },

    async update(platformId: string, lessonId: string, changes: LessonChanges, tx: Executor = db): Promise<void> {
      await tx
        .update(classDiaryLessons)
        .set({ ...changes, updated_at: new Date() })
        .where(and(eq(classDiaryLessons.platform_id, platformId), eq(classDiaryLessons.id, lessonId)));
    },

    async remove(platformId: string, lessonId: string, tx: Executor = db): Promise<void> {
      await tx
        .delete(classDiaryLessons)
        .where(and(eq(classDiaryLessons.platform_id, platformId), eq(classDiaryLessons.id, lessonId)));
    },

    /** The lesson's absences become exactly these students. */
    async replaceAbsences(
      platformId: string,
      lessonId: string,
      studentIds: string[],
      tx: Executor = db,
    ): Promise<void> {
      await tx.delete(classDiaryAbsences).where(eq(classDiaryAbsences.lesson_id, lessonId));
      if (studentIds.length === 0) return;
      await tx
        .insert(classDiaryAbsences)
        .values(
          studentIds.map((studentId) => ({ platform_id: platformId, lesson_id: lessonId, student_id: studentId })),
        );
    },

    /** Per day of the period with lessons: classes given, classes missed, students who missed any. */
    missingByDay(platformId: string, classroomId: string, period: Period) {
      return db
        .select({
          date: classDiaryLessons.date,
          lessons: sql<number>`sum(${classDiaryLessons.lessons})::int`,
          missed_classes: sql<number>`coalesce(sum(${classDiaryLessons.lessons} * (${absencesOfLesson})), 0)::int`,
          absent_students: sql<number>`(select count(distinct a.student_id) from ${classDiaryAbsences} a
            join ${classDiaryLessons} l on l.id = a.lesson_id
            where l.classroom_id = ${classroomId} and l.date = ${classDiaryLessons.date})::int`,
        })
        .from(classDiaryLessons)
        .where(
          and(
            eq(classDiaryLessons.platform_id, platformId),
            eq(classDiaryLessons.classroom_id, classroomId),
            gte(classDiaryLessons.date, period.start),
            lte(classDiaryLessons.date, period.end),
          ),
        )
        .groupBy(classDiaryLessons.date)
        .orderBy(asc(classDiaryLessons.date));
    },
  };
}

export type ClassDiaryRepository = ReturnType<typeof createClassDiaryRepository>;
