import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { questions, quizQuestions, quizzes } from './question-bank.tables.ts';

export type QuizRow = typeof quizzes.$inferSelect;

/** Quizzes (questionnaires): each belongs to its author; every function takes the platform id first. */
export function createQuizzesRepository(db: Executor) {
  /** Questions of each quiz that are not deleted. */
  async function counts(platformId: string, quizIds: readonly string[]): Promise<Map<string, number>> {
    if (quizIds.length === 0) return new Map();
    const rows = await db
      .select({ quiz_id: quizQuestions.quiz_id, total: count() })
      .from(quizQuestions)
      .innerJoin(questions, eq(questions.id, quizQuestions.question_id))
      .where(
        and(
          eq(questions.platform_id, platformId),
          inArray(quizQuestions.quiz_id, [...quizIds]),
          eq(questions.deleted, false),
        ),
      )
      .groupBy(quizQuestions.quiz_id);
    return new Map(rows.map((row) => [row.quiz_id, row.total]));
  }

  return {
    counts,

    async findOwn(platformId: string, authorId: string, id: string): Promise<QuizRow | null> {
      const [row] = await db
        .select()
        .from(quizzes)
        .where(and(eq(quizzes.platform_id, platformId), eq(quizzes.author_id, authorId), eq(quizzes.id, id)));
      return row ?? null;
    },

    async listOwn(
      platformId: string,
      authorId: string,
      options: { text?: string; limit: number; offset: number },
    ): Promise<{ total: number; rows: QuizRow[] }> {
      const where = and(
        eq(quizzes.platform_id, platformId),
        eq(quizzes.author_id, authorId),
        options.text ? ilike(quizzes.title, containsPattern(options.text)) : undefined,
      );
      const [totalRow] = await db.select({ total: count() }).from(quizzes).where(where);
      const rows = await db
        .select()
        .from(quizzes)
        .where(where)
        .orderBy(desc(quizzes.updated_at), desc(quizzes.id))
        .limit(options.limit)
        .offset(options.offset);
      return { total: totalRow?.total ?? 0, rows };
    },

    async questionIds(platformId: string, quizId: string): Promise<string[]> {
      const rows = await db
        .select({ id: quizQuestions.question_id })
        .from(quizQuestions)
        .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quiz_id))
        .where(and(eq(quizzes.platform_id, platformId), eq(quizQuestions.quiz_id, quizId)))
        .orderBy(asc(quizQuestions.position));
      return rows.map((row) => row.id);
    },

    async insert(
      platformId: string,
      authorId: string,
      values: { title: string; description: string },
      tx: Executor = db,
    ) {
      const [row] = await tx
        .insert(quizzes)
        .values({ ...values, platform_id: platformId, author_id: authorId })
        .returning();
      if (!row) throw new Error('quiz not inserted');
      return row;
    },

    async update(platformId: string, id: string, values: { title?: string; description?: string }, tx: Executor = db) {
      await tx
        .update(quizzes)
        .set({ ...values, updated_at: new Date() })
        .where(and(eq(quizzes.platform_id, platformId), eq(quizzes.id, id)));
    },

    /** The quiz's questions become `questionIds`, in order; nothing changes if the quiz is not the platform's. */
    async setQuestions(platformId: string, quizId: string, questionIds: readonly string[], tx: Executor = db) {
      const [quiz] = await tx
        .select({ id: quizzes.id })
        .from(quizzes)
        .where(and(eq(quizzes.platform_id, platformId), eq(quizzes.id, quizId)));
      if (!quiz) return;
      await tx.delete(quizQuestions).where(eq(quizQuestions.quiz_id, quiz.id));
      if (questionIds.length === 0) return;
      await tx
        .insert(quizQuestions)
        .values(questionIds.map((question_id, position) => ({ quiz_id: quiz.id, question_id, position })));
    },

    async delete(platformId: string, id: string): Promise<void> {
      await db.delete(quizzes).where(and(eq(quizzes.platform_id, platformId), eq(quizzes.id, id)));
    },
  };
}

export type QuizzesRepository = ReturnType<typeof createQuizzesRepository>;
