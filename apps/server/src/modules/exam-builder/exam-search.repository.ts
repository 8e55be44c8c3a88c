import { EXAM_STATUS } from '@ava/contracts';
import { and, arrayOverlaps, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { questions } from '../question-bank/question-bank.tables.ts';
import type { ExamRow } from './exam-builder.repository.ts';
import { examFavorites, examQuestions, exams } from './exam-builder.tables.ts';

/**
 * Which exams a search looks at (README 'Search'):
 * - `published`: published exams of the platform, anyone's (what an educator may apply);
 * - `complete`: the caller's own exams in any status and the others' published ones;
 * - `network`: published exams of the other educators of the platform (the school network).
 */
export type ExamSearchScope = 'published' | 'complete' | 'network';

export interface ExamSearchFilters {
  search?: string | undefined;
  bncc?: string[] | undefined;
  grade_ids?: number[] | undefined;
  keywords?: string[] | undefined;
  status?: number[] | undefined;
  favorites_only?: boolean | undefined;
  favorites_first?: boolean | undefined;
  page: number;
  per_page: number;
}

export function createExamSearchRepository(db: Executor) {
  function scopeCondition(scope: ExamSearchScope, userId: string): SQL | undefined {
    const published = eq(exams.status, EXAM_STATUS.active);
    if (scope === 'published') return published;
    if (scope === 'network') return and(published, ne(exams.author_id, userId));
    return or(eq(exams.author_id, userId), published);
  }

  return {
    async search(
      platformId: string,
      userId: string,
      scope: ExamSearchScope,
      filters: ExamSearchFilters,
    ): Promise<{ total: number; rows: ExamRow[] }> {
      const favorite = sql<boolean>`exists (select 1 from ${examFavorites} where ${examFavorites.exam_id} = ${exams.id} and ${examFavorites.user_id} = ${userId})`;
      const conditions = [
        eq(exams.platform_id, platformId),
        scopeCondition(scope, userId),
        filters.search ? ilike(exams.description, containsPattern(filters.search)) : undefined,
        filters.bncc?.length
          ? sql`${exams.bncc} ?| ${sql`array[${sql.join(
              filters.bncc.map((c) => sql`${c}`),
              sql`, `,
            )}]`}`
          : undefined,
        filters.grade_ids?.length ? arrayOverlaps(exams.grade_ids, filters.grade_ids) : undefined,
        filters.keywords?.length ? arrayOverlaps(exams.keywords, filters.keywords) : undefined,
        filters.status?.length ? inArray(exams.status, filters.status) : undefined,
        filters.favorites_only ? favorite : undefined,
      ];
      const where = and(...conditions);
      const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(exams).where(where);
      const rows = await db
        .select()
        .from(exams)
        .where(where)
        .orderBy(...(filters.favorites_first ? [desc(favorite)] : []), desc(exams.created_at), desc(exams.id))
        .limit(filters.per_page)
        .offset((filters.page - 1) * filters.per_page);
      return { total: counted?.total ?? 0, rows };
    },

    /** The questions' texts of some exams, in order (the result's `questions.data`). */
    async questionTexts(platformId: string, examIds: readonly string[]) {
      if (examIds.length === 0) return [];
      return db
        .select({ exam_id: examQuestions.exam_id, id: questions.id, question_txt: questions.question_txt })
        .from(examQuestions)
        .innerJoin(exams, and(eq(exams.id, examQuestions.exam_id), eq(exams.platform_id, platformId)))
        .innerJoin(questions, eq(questions.id, examQuestions.question_id))
        .where(inArray(examQuestions.exam_id, [...examIds]))
        .orderBy(examQuestions.exam_id, examQuestions.position);
    },

    /** BNCC codes the platform's exams and bank questions use, matching a code or description. */
    async bnccCodes(platformId: string, search: string | undefined): Promise<{ code: string; description: string }[]> {
      const pattern = search ? containsPattern(search) : '%';
      const result = await db.execute(sql`
        select code, min(description) as description from (
          select e.key as code, e.value as description
            from ${exams}, jsonb_each_text(${exams.bncc}) e where ${exams.platform_id} = ${platformId}
          union all
          select q.key, q.value
            from ${questions}, jsonb_each_text(${questions.bncc}) q
            where ${questions.platform_id} = ${platformId} and not ${questions.deleted}
        ) used
        where code ilike ${pattern} or description ilike ${pattern}
        group by code order by code limit 100`);
      const rows = rowsOf<{ code: string; description: string }>(result);
      return rows.map((row) => ({ code: row.code, description: row.description }));
    },
  };
}

export type ExamSearchRepository = ReturnType<typeof createExamSearchRepository>;
