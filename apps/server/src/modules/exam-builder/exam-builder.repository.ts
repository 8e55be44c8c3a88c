import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { activities, activityStudents } from '../activities/activities.tables.ts';
import { activityExams, mockExams } from '../exams/exams.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { questionAlternatives, questions } from '../question-bank/question-bank.tables.ts';
import { gradeNames } from '../tenancy/tenancy.module.ts';
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
  const examOf = (platformId: string, examId: string) => and(eq(exams.platform_id, platformId), eq(exams.id, examId));
  /** The platform's exams among `examIds` (for tables keyed by exam id only). */
  const platformExams = (platformId: string, examIds: string[]) =>
    db
      .select({ id: exams.id })
      .from(exams)
      .where(and(eq(exams.platform_id, platformId), inArray(exams.id, examIds)));

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

    async insert(platformId: string, values: Omit<ExamInsert, 'platform_id'>): Promise<ExamRow> {
      const [row] = await db
        .insert(exams)
        .values({ ...values, platform_id: platformId })
        .returning();
      if (!row) throw new Error('exam not created');
      return row;
    },

    async update(platformId: string, examId: string, values: ExamUpdate): Promise<ExamRow> {
      const [row] = await db.update(exams).set(values).where(examOf(platformId, examId)).returning();
      if (!row) throw new Error('exam not updated');
      return row;
    },

    /** Marks the exam changed (its questions live in other tables). */
    async touch(platformId: string, examId: string): Promise<ExamRow> {
      return this.update(platformId, examId, { updated_at: new Date() });
    },

    async remove(platformId: string, examId: string): Promise<void> {
      await db.delete(exams).where(examOf(platformId, examId));
    },

    /** Grades by id; unknown ids are left out. */
    grades: (ids: readonly number[]) => gradeNames(db, ids),

    /** The questions of some of the platform's exams in order, with their bank fields. */
    async questionsOf(platformId: string, examIds: readonly string[]) {
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
        .innerJoin(exams, and(eq(exams.id, examQuestions.exam_id), eq(exams.platform_id, platformId)))
        .innerJoin(questions, eq(questions.id, examQuestions.question_id))
        .where(inArray(examQuestions.exam_id, [...examIds]))
        .orderBy(asc(examQuestions.exam_id), asc(examQuestions.position));
    },

    /** The alternatives of the questions of some of the platform's exams, each question's in order. */
    async alternativesOf(platformId: string, examIds: readonly string[]) {
      if (examIds.length === 0) return [];
      const ofExams = db
        .selectDistinct({ id: examQuestions.question_id })
        .from(examQuestions)
        .where(inArray(examQuestions.exam_id, platformExams(platformId, [...examIds])));
      return db
        .select()
        .from(questionAlternatives)
        .where(inArray(questionAlternatives.question_id, ofExams))
        .orderBy(asc(questionAlternatives.question_id), asc(questionAlternatives.position));
    },

    async hasQuestion(platformId: string, examId: string, questionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: examQuestions.question_id })
        .from(examQuestions)
        .innerJoin(exams, eq(exams.id, examQuestions.exam_id))
        .where(and(examOf(platformId, examId), eq(examQuestions.question_id, questionId)));
      return Boolean(row);
    },

    /** The ids of the questions of the platform's exam, in order. */
    async questionIdsOf(platformId: string, examId: string): Promise<string[]> {
      const rows = await db
        .select({ id: examQuestions.question_id })
        .from(examQuestions)
        .where(inArray(examQuestions.exam_id, platformExams(platformId, [examId])))
        .orderBy(asc(examQuestions.position));
      return rows.map((row) => row.id);
    },

    /** Numbers the questions of the platform's exam 1, 2, ... in the order of `questionIds`, in one statement. */
    async orderQuestions(platformId: string, examId: string, questionIds: readonly string[]): Promise<void> {
      if (questionIds.length === 0) return;
      const positions = sql.join(
        questionIds.map((questionId, index) => sql`when ${questionId}::uuid then ${index + 1}::smallint`),
        sql` `,
      );
      await db
        .update(examQuestions)
        .set({ position: sql`case ${examQuestions.question_id} ${positions} end` })
        .where(
          and(
            inArray(examQuestions.exam_id, platformExams(platformId, [examId])),
            inArray(examQuestions.question_id, [...questionIds]),
          ),
        );
    },

    /** Appends a question at the end of the platform's exam (nothing when it is already there). */
    async appendQuestion(platformId: string, examId: string, questionId: string): Promise<void> {
      const [last] = await db
        .select({ position: max(examQuestions.position) })
        .from(exams)
        .leftJoin(examQuestions, eq(examQuestions.exam_id, exams.id))
        .where(examOf(platformId, examId))
        .groupBy(exams.id);
      if (!last) return;
      await db
        .insert(examQuestions)
        .values({ exam_id: examId, question_id: questionId, position: (last?.position ?? 0) + 1 })
        .onConflictDoNothing();
    },

    async removeQuestion(platformId: string, examId: string, questionId: string): Promise<void> {
      await db
        .delete(examQuestions)
        .where(
          and(
            inArray(examQuestions.exam_id, platformExams(platformId, [examId])),
            eq(examQuestions.question_id, questionId),
          ),
        );
    },

    /** Marks exactly the given questions as the printed version's. */
    async setPrinted(platformId: string, examId: string, questionIds: readonly string[]): Promise<void> {
      const chosen = questionIds.length > 0 ? inArray(examQuestions.question_id, [...questionIds]) : sql`false`;
      await db
        .update(examQuestions)
        .set({ printed: sql`${chosen}` })
        .where(inArray(examQuestions.exam_id, platformExams(platformId, [examId])));
    },

    /**
     * An activity applies the exam, or it is (or was) offered as a mock exam: students' answers
     * point at its questions, which are then fixed.
     */
    async isApplied(platformId: string, examId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(activityExams)
        .where(and(eq(activityExams.platform_id, platformId), eq(activityExams.exam_id, examId)))
        .union(
          db
            .select({ one: sql`1` })
            .from(mockExams)
            .where(and(eq(mockExams.platform_id, platformId), eq(mockExams.exam_id, examId))),
        )
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

    async extras(platformId: string, rows: readonly ExamRow[], userId: string): Promise<ExamExtras> {
      const ids = platformExams(
        platformId,
        rows.map((row) => row.id),
      );
      if (rows.length === 0) return { favorites: new Set(), ratings: new Map(), authors: new Map(), grades: new Map() };
      const [favoriteRows, ratingRows, authorRows, gradesOfRows] = await Promise.all([
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
          .where(
            and(eq(users.platform_id, platformId), inArray(users.id, [...new Set(rows.map((row) => row.author_id))])),
          ),
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
        grades: gradesOfRows,
      };
    },

    async setFavorite(platformId: string, examId: string, userId: string, favorite: boolean): Promise<void> {
      if (favorite) {
        await db.execute(sql`
          insert into ${examFavorites} (exam_id, user_id)
          select ${exams.id}, ${userId} from ${exams} where ${examOf(platformId, examId)}
          on conflict do nothing`);
      } else {
        await db
          .delete(examFavorites)
          .where(
            and(inArray(examFavorites.exam_id, platformExams(platformId, [examId])), eq(examFavorites.user_id, userId)),
          );
      }
    },

    /** 0 clears the user's rating. */
    async setRating(platformId: string, examId: string, userId: string, rating: number): Promise<void> {
      if (rating === 0) {
        await db
          .delete(examRatings)
          .where(
            and(inArray(examRatings.exam_id, platformExams(platformId, [examId])), eq(examRatings.user_id, userId)),
          );
        return;
      }
      await db.execute(sql`
        insert into ${examRatings} (exam_id, user_id, rating)
        select ${exams.id}, ${userId}, ${rating} from ${exams} where ${examOf(platformId, examId)}
        on conflict (exam_id, user_id) do update set rating = excluded.rating, updated_at = now()`);
    },
  };
}

export type ExamBuilderRepository = ReturnType<typeof createExamBuilderRepository>;
