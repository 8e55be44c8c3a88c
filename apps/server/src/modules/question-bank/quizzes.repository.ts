import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { escapeLike } from './question-bank.repository.ts';
import { questions, quizQuestions, quizzes } from './question-bank.tables.ts';

export type QuizRow = typeof quizzes.$inferSelect;

/** Quizzes (questionnaires): each belongs to its author; every function takes the platform and the author. */
export function createQuizzesRepository(db: Executor) {
  /** Questions of each quiz that are not deleted. */
  async function counts(quizIds: readonly string[]): Promise<Map<string, number>> {
    if (quizIds.length === 0) return new Map();
    const rows = await db
      .select({ quiz_id: quizQuestions.quiz_id, total: count() })
      .from(quizQuestions)
      .innerJoin(questions, eq(questions.id, quizQuestions.question_id))
      .where(and(inArray(quizQuestions.quiz_id, [...quizIds]), eq(questions.deleted, false)))
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
        options.text ? ilike(quizzes.title, escapeLike(options.text)) : undefined,
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

    async questionIds(quizId: string): Promise<string[]> {
      const rows = await db
        .select({ id: quizQuestions.question_id })
        .from(quizQuestions)
        .where(eq(quizQuestions.quiz_id, quizId))
        .orderBy(asc(quizQuestions.position));
      return rows.map((row) => row.id);
    },

    async insert(platformId: string, authorId: string, values: { title: string; description: string }) {
      const [row] = await db
        .insert(quizzes)
        .values({ ...values, platform_id: platformId, author_id: authorId })
        .returning();
      if (!row) throw new Error('quiz not inserted');
      return row;
    },

    async update(platformId: string, id: string, values: { title?: string; description?: string }) {
      await db
        .update(quizzes)
        .set({ ...values, updated_at: new Date() })
        .where(and(eq(quizzes.platform_id, platformId), eq(quizzes.id, id)));
    },

    async setQuestions(quizId: string, questionIds: readonly string[]): Promise<void> {
      await db.delete(quizQuestions).where(eq(quizQuestions.quiz_id, quizId));
      if (questionIds.length === 0) return;
      await db
        .insert(quizQuestions)
        .values(questionIds.map((question_id, position) => ({ quiz_id: quizId, question_id, position })));
    },

    async delete(platformId: string, id: string): Promise<void> {
      await db.delete(quizzes).where(and(eq(quizzes.platform_id, platformId), eq(quizzes.id, id)));
    },

    transaction<T>(run: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => run(tx as unknown as Executor));
    },
  };
}

export type QuizzesRepository = ReturnType<typeof createQuizzesRepository>;
