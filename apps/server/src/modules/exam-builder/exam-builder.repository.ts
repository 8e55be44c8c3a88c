import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { activities, activityStudents } from '../activities/activities.tables.ts';
import { activityExams, mockExams } from '../exams/exams.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { readAlternatives } from '../question-bank/question-bank.repository.ts';
import { questions } from '../question-bank/question-bank.tables.ts';
import { grades } from '../tenancy/tenancy.tables.ts';
import { examFavorites, examQuestions, examRatings, exams } from './exam-builder.tables.ts';

export type ExamRow = typeof exams.$inferSelect;
export type ExamInsert = Omit<typeof exams.$inferInsert, 'created_at' | 'updated_at'>;
export type ExamUpdate = Partial<Omit<typeof exams.$inferInsert, 'id' | 'platform_id' | 'author_id' | 'external_id'>>;
export interface ExamRef {
  externalId?: string | undefined;
  examId?: string | undefined;
}

/** What the caller sees of a set of exams beside their rows: favourites, ratings, authors, grades. */
export interface ExamExtras {
  favorites: Set<string>;
  ratings: Map<string, { sum: number; count: number; mine: number | null }>;
  authors: Map<string, string>;
  grades: Map<number, string>;
}

export function createExamBuilderRepository(db: Executor) {
  return {
    async find(platformId: string, ref: ExamRef): Promise<ExamRow | null> {
      const byRef = ref.examId ? eq(exams.id, ref.examId) : eq(exams.external_id, ref.externalId ?? '');
      const [row] = await db
        .select()
        .from(exams)
        .where(and(eq(exams.platform_id, platformId), byRef));
      return row ?? null;
    },

    async findMany(platformId: string, examIds: readonly string[]): Promise<ExamRow[]> {
      if (examIds.length === 0) return [];
      return db
        .select()
        .from(exams)
        .where(and(eq(exams.platform_id, platformId), inArray(exams.id, [...examIds])));
    },

    async insert(values: ExamInsert): Promise<ExamRow> {
      const [row] = await db.insert(exams).values(values).returning();
      if (!row) throw new Error('exam not created');
      return row;
    },

    async update(examId: string, values: ExamUpdate): Promise<ExamRow> {
      const [row] = await db.update(exams).set(values).where(eq(exams.id, examId)).returning();
      if (!row) throw new Error('exam not updated');
      return row;
    },

    /** Marks the exam changed (its questions live in other tables). */
    async touch(examId: string): Promise<ExamRow> {
      return this.update(examId, { updated_at: new Date() });
    },

    async remove(examId: string): Promise<void> {
      await db.delete(exams).where(eq(exams.id, examId));
    },

    /** Grades by id; unknown ids are left out. */
    async grades(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: grades.id, name: grades.name })
        .from(grades)
        .where(inArray(grades.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The questions of some exams in order, with their bank fields. */
    async questionsOf(examIds: readonly string[]) {
      if (examIds.length === 0) return [];
      return db
        .select({
          exam_id: examQuestions.exam_id,
          id: questions.id,
          position: examQuestions.position,
          printed: examQuestions.printed,
          question_txt: questions.question_txt,
          question_img: questions.question_img,
          question_snd: questions.question_snd,
          bncc: questions.bncc,
        })
        .from(examQuestions)
        .innerJoin(questions, eq(questions.id, examQuestions.question_id))
        .where(inArray(examQuestions.exam_id, [...examIds]))
        .orderBy(asc(examQuestions.exam_id), asc(examQuestions.position));
    },

    alternativesOf: (questionIds: readonly string[]) => readAlternatives(db, questionIds),

    async hasQuestion(examId: string, questionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: examQuestions.question_id })
        .from(examQuestions)
        .where(and(eq(examQuestions.exam_id, examId), eq(examQuestions.question_id, questionId)));
      return Boolean(row);
    },

    /** Appends a question at the end of the exam (nothing when it is already there). */
    async appendQuestion(examId: string, questionId: string): Promise<void> {
      const [last] = await db
        .select({ position: max(examQuestions.position) })
        .from(examQuestions)
        .where(eq(examQuestions.exam_id, examId));
      await db
        .insert(examQuestions)
        .values({ exam_id: examId, question_id: questionId, position: (last?.position ?? 0) + 1 })
        .onConflictDoNothing();
    },

    async removeQuestion(examId: string, questionId: string): Promise<void> {
      await db
        .delete(examQuestions)
        .where(and(eq(examQuestions.exam_id, examId), eq(examQuestions.question_id, questionId)));
    },

    /** Marks exactly the given questions as the printed version's. */
    async setPrinted(examId: string, questionIds: readonly string[]): Promise<void> {
      const chosen = questionIds.length > 0 ? inArray(examQuestions.question_id, [...questionIds]) : sql`false`;
      await db
        .update(examQuestions)
        .set({ printed: sql`${chosen}` })
        .where(eq(examQuestions.exam_id, examId));
    },

    /**
     * An activity applies the exam, or it is (or was) offered as a mock exam: students' answers
     * point at its questions, which are then fixed.
     */
    async isApplied(examId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(activityExams)
        .where(eq(activityExams.exam_id, examId))
        .union(db.select({ one: sql`1` }).from(mockExams).where(eq(mockExams.exam_id, examId)))
        .limit(1);
      return Boolean(row);
    },

    /** The student is assigned to a published digital-exam activity that applies the exam. */
    async appliedToStudent(platformId: string, examId: string, studentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: activities.id })
        .from(activityExams)
        .innerJoin(activities, eq(activities.id, activityExams.activity_id))
        .innerJoin(
          activityStudents,
          and(eq(activityStudents.activity_id, activities.id), eq(activityStudents.student_id, studentId)),
        )
        .where(
          and(
            eq(activityExams.platform_id, platformId),
            eq(activityExams.exam_id, examId),
            eq(activities.kind, 'digital_exam'),
            eq(activities.published, true),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async extras(rows: readonly ExamRow[], userId: string): Promise<ExamExtras> {
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return { favorites: new Set(), ratings: new Map(), authors: new Map(), grades: new Map() };
      const [favoriteRows, ratingRows, authorRows, gradeNames] = await Promise.all([
        db
          .select({ exam_id: examFavorites.exam_id })
          .from(examFavorites)
          .where(and(eq(examFavorites.user_id, userId), inArray(examFavorites.exam_id, ids))),
        db
          .select({
            exam_id: examRatings.exam_id,
            sum: sql<number>`sum(${examRatings.rating})::int`,
            count: sql<number>`count(*)::int`,
            mine: sql<number | null>`max(${examRatings.rating}) filter (where ${examRatings.user_id} = ${userId})`,
          })
          .from(examRatings)
          .where(inArray(examRatings.exam_id, ids))
          .groupBy(examRatings.exam_id),
        db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, [...new Set(rows.map((row) => row.author_id))])),
        this.grades([...new Set(rows.flatMap((row) => row.grade_ids))]),
      ]);
      return {
        favorites: new Set(favoriteRows.map((row) => row.exam_id)),
        ratings: new Map(
          ratingRows.map((row) => [
            row.exam_id,
            { sum: row.sum, count: row.count, mine: row.mine === null ? null : Number(row.mine) },
          ]),
        ),
        authors: new Map(authorRows.map((row) => [row.id, row.name])),
        grades: gradeNames,
      };
    },

    async setFavorite(examId: string, userId: string, favorite: boolean): Promise<void> {
      if (favorite) {
        await db.insert(examFavorites).values({ exam_id: examId, user_id: userId }).onConflictDoNothing();
      } else {
        await db.delete(examFavorites).where(and(eq(examFavorites.exam_id, examId), eq(examFavorites.user_id, userId)));
      }
    },

    /** 0 clears the user's rating. */
    async setRating(examId: string, userId: string, rating: number): Promise<void> {
      if (rating === 0) {
        await db.delete(examRatings).where(and(eq(examRatings.exam_id, examId), eq(examRatings.user_id, userId)));
        return;
      }
      await db
        .insert(examRatings)
        .values({ exam_id: examId, user_id: userId, rating })
        .onConflictDoUpdate({
          target: [examRatings.exam_id, examRatings.user_id],
          set: { rating, updated_at: new Date() },
        });
    },
  };
}

export type ExamBuilderRepository = ReturnType<typeof createExamBuilderRepository>;
