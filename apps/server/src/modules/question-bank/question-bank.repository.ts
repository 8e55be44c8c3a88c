import type { QuestionFilters } from '@ava/contracts';
import { and, arrayOverlaps, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { users } from '../identity/identity.tables.ts';
import { grades } from '../tenancy/tenancy.tables.ts';
import { questionAlternatives, questionLikes, questions } from './question-bank.tables.ts';

export type QuestionRow = typeof questions.$inferSelect;
export type AlternativeRow = typeof questionAlternatives.$inferSelect;
export type QuestionValues = Omit<
  typeof questions.$inferInsert,
  'id' | 'platform_id' | 'author_id' | 'likes' | 'uses' | 'deleted' | 'created_at' | 'updated_at'
>;
export type AlternativeValues = Pick<
  typeof questionAlternatives.$inferInsert,
  'alternative_txt' | 'alternative_img' | 'alternative_snd' | 'correct_alternative'
> & { id?: string };

/** A question as a reader sees it: the row, its author's name, whether the reader liked it, its alternatives. */
export interface QuestionRecord {
  question: QuestionRow;
  authorName: string;
  liked: boolean;
  alternatives: AlternativeRow[];
}

/** The filters an educator searches with, the caller already resolved (`mine` -> author_id). */
export type SearchFilters = Omit<QuestionFilters, 'mine'>;

/** A LIKE pattern matching `text` anywhere, its wildcards escaped. */
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

function searchWhere(platformId: string, filters: SearchFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(questions.platform_id, platformId), eq(questions.deleted, false)];
  if (filters.text) conditions.push(ilike(questions.question_txt, containsPattern(filters.text)));
  if (filters.bncc) conditions.push(sql`jsonb_exists(${questions.bncc}, ${filters.bncc})`);
  if (filters.grade_id !== undefined) conditions.push(eq(questions.grade_id, filters.grade_id));
  if (filters.subject) conditions.push(sql`lower(${questions.subject}) = lower(${filters.subject})`);
  if (filters.keywords?.length) conditions.push(arrayOverlaps(questions.keywords, filters.keywords));
  if (filters.classifications?.length) {
    conditions.push(sql`jsonb_exists_any(${questions.classifications}, ${textArray(filters.classifications)})`);
  }
  if (filters.author_id) conditions.push(eq(questions.author_id, filters.author_id));
  return and(...conditions);
}

/** The alternatives of these questions, in order: for the bank, the wizard and the exam player alike. */
/** The alternatives of the platform's questions `questionIds`, each question's in order. */
async function readAlternatives(
  tx: Executor,
  platformId: string,
  questionIds: readonly string[],
): Promise<AlternativeRow[]> {
  if (questionIds.length === 0) return [];
  const ofPlatform = tx
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.platform_id, platformId), inArray(questions.id, [...questionIds])));
  return tx
    .select()
    .from(questionAlternatives)
    .where(inArray(questionAlternatives.question_id, ofPlatform))
    .orderBy(asc(questionAlternatives.question_id), asc(questionAlternatives.position));
}

/** The question `id` of the platform, as a subquery: alternatives and likes reach their question through it. */
const questionOf = (tx: Executor, platformId: string, id: string) =>
  tx
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.platform_id, platformId), eq(questions.id, id)));

/** Data access of the question bank; every function takes the platform id first and an executor last. */
export function createQuestionBankRepository(db: Executor) {
  return {
    async find(platformId: string, id: string, tx: Executor = db): Promise<QuestionRow | null> {
      const [row] = await tx
        .select()
        .from(questions)
        .where(and(eq(questions.platform_id, platformId), eq(questions.id, id), eq(questions.deleted, false)));
      return row ?? null;
    },

    /** The alternatives of the platform's question `id`, in order. */
    async alternativesOf(platformId: string, id: string, tx: Executor = db): Promise<AlternativeRow[]> {
      return tx
        .select()
        .from(questionAlternatives)
        .where(inArray(questionAlternatives.question_id, questionOf(tx, platformId, id)))
        .orderBy(asc(questionAlternatives.position));
    },

    async insert(
      platformId: string,
      authorId: string,
      values: QuestionValues,
      tx: Executor = db,
    ): Promise<QuestionRow> {
      const [row] = await tx
        .insert(questions)
        .values({ ...values, platform_id: platformId, author_id: authorId })
        .returning();
      if (!row) throw new Error('question not inserted');
      return row;
    },

    async update(
      platformId: string,
      id: string,
      values: Partial<QuestionValues> & { deleted?: boolean },
      tx: Executor = db,
    ) {
      await tx
        .update(questions)
        .set({ ...values, updated_at: new Date() })
        .where(and(eq(questions.platform_id, platformId), eq(questions.id, id)));
    },

    /**
     * The question's alternatives become `wanted`, in order: those with an id of this
     * question keep it (answers already given name it), new ones are added, the rest removed.
     */
    async replaceAlternatives(
      platformId: string,
      questionId: string,
      wanted: readonly AlternativeValues[],
      tx: Executor = db,
    ): Promise<void> {
      const [question] = await questionOf(tx, platformId, questionId);
      if (!question) return;
      const kept = wanted.flatMap((alternative) => (alternative.id ? [alternative.id] : []));
      await tx
        .delete(questionAlternatives)
        .where(
          and(
            eq(questionAlternatives.question_id, question.id),
            kept.length > 0 ? sql`${questionAlternatives.id} not in ${kept}` : undefined,
          ),
        );
      for (const [position, { id, ...values }] of wanted.entries()) {
        if (id) {
          await tx
            .update(questionAlternatives)
            .set({ ...values, position, updated_at: new Date() })
            .where(and(eq(questionAlternatives.id, id), eq(questionAlternatives.question_id, question.id)));
        } else {
          await tx.insert(questionAlternatives).values({ ...values, position, question_id: question.id });
        }
      }
    },

    /** Questions by id with their author and the reader's like, in the order asked; missing or deleted ones left out. */
    async records(
      platformId: string,
      ids: readonly string[],
      readerId: string,
      tx: Executor = db,
    ): Promise<QuestionRecord[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({
          question: questions,
          authorName: users.name,
          liked: sql<boolean>`exists (select 1 from ${questionLikes} where ${questionLikes.question_id} = ${questions.id} and ${questionLikes.user_id} = ${readerId})`,
        })
        .from(questions)
        .innerJoin(users, eq(users.id, questions.author_id))
        .where(
          and(eq(questions.platform_id, platformId), inArray(questions.id, [...ids]), eq(questions.deleted, false)),
        );
      const alternatives = await readAlternatives(
        tx,
        platformId,
        rows.map((row) => row.question.id),
      );
      const byId = new Map(rows.map((row) => [row.question.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        const own = alternatives.filter((alternative) => alternative.question_id === id);
        return [{ ...row, liked: Boolean(row.liked), alternatives: own }];
      });
    },

    async search(
      platformId: string,
      filters: SearchFilters,
      page: { limit: number; offset: number },
    ): Promise<{ total: number; ids: string[] }> {
      const where = searchWhere(platformId, filters);
      const [totalRow] = await db.select({ total: count() }).from(questions).where(where);
      const rows = await db
        .select({ id: questions.id })
        .from(questions)
        .where(where)
        .orderBy(desc(questions.created_at), desc(questions.id))
        .limit(page.limit)
        .offset(page.offset);
      return { total: totalRow?.total ?? 0, ids: rows.map((row) => row.id) };
    },

    async randomIds(platformId: string, filters: SearchFilters, quantity: number): Promise<string[]> {
      const rows = await db
        .select({ id: questions.id })
        .from(questions)
        .where(searchWhere(platformId, filters))
        .orderBy(sql`random()`)
        .limit(quantity);
      return rows.map((row) => row.id);
    },

    /** Toggles the user's like and moves the count with it; run it in the caller's transaction. */
    async toggleLike(
      platformId: string,
      questionId: string,
      userId: string,
      tx: Executor = db,
    ): Promise<{ liked: boolean; likes: number }> {
      const [question] = await questionOf(tx, platformId, questionId).for('update');
      if (!question) return { liked: false, likes: 0 };
      const added = await tx
        .insert(questionLikes)
        .values({ question_id: question.id, user_id: userId })
        .onConflictDoNothing()
        .returning({ question_id: questionLikes.question_id });
      if (added.length === 0) {
        await tx
          .delete(questionLikes)
          .where(and(eq(questionLikes.question_id, question.id), eq(questionLikes.user_id, userId)));
      }
      const step = added.length > 0 ? 1 : -1;
      const [row] = await tx
        .update(questions)
        .set({ likes: sql`greatest(${questions.likes} + ${step}, 0)` })
        .where(eq(questions.id, question.id))
        .returning({ likes: questions.likes });
      return { liked: added.length > 0, likes: row?.likes ?? 0 };
    },

    async addUse(platformId: string, questionId: string): Promise<number> {
      const [row] = await db
        .update(questions)
        .set({ uses: sql`${questions.uses} + 1` })
        .where(and(eq(questions.platform_id, platformId), eq(questions.id, questionId)))
        .returning({ uses: questions.uses });
      return row?.uses ?? 0;
    },

    /** Grades, subjects and question counts of the platform's questions (filter trees). */
    async gradeSubjects(platformId: string) {
      return db
        .select({
          grade_id: questions.grade_id,
          grade_name: grades.name,
          subject: questions.subject,
          total: count(),
        })
        .from(questions)
        .innerJoin(grades, eq(grades.id, questions.grade_id))
        .where(and(eq(questions.platform_id, platformId), eq(questions.deleted, false)))
        .groupBy(questions.grade_id, grades.name, questions.subject)
        .orderBy(asc(questions.grade_id), asc(questions.subject));
    },

    /** Distinct values of the platform's questions that a search can filter by. */
    async filterValues(platformId: string) {
      const live = and(eq(questions.platform_id, platformId), eq(questions.deleted, false));
      const listOf = async (expression: SQL) => {
        const rows = await db
          .selectDistinct({ value: sql<string | null>`${expression}`.as('value') })
          .from(questions)
          .where(live)
          .orderBy(sql`1`)
          .limit(500);
        return rows.flatMap((row) => (row.value ? [row.value] : []));
      };
      const gradeRows = await db
        .selectDistinct({ id: grades.id, name: grades.name })
        .from(questions)
        .innerJoin(grades, eq(grades.id, questions.grade_id))
        .where(live)
        .orderBy(asc(grades.id));
      return {
        grades: gradeRows,
        subjects: await listOf(sql`${questions.subject}`),
        classifications: await listOf(sql`jsonb_array_elements_text(${questions.classifications})`),
        keywords: await listOf(sql`unnest(${questions.keywords})`),
      };
    },
  };
}

export type QuestionBankRepository = ReturnType<typeof createQuestionBankRepository>;
