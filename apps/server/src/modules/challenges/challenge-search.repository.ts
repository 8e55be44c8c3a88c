import type { GameContentStatus, gameSearchSchema } from '@ava/contracts';
import { and, arrayOverlaps, asc, desc, eq, gt, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { users } from '../identity/identity.tables.ts';
import type { ContentRow } from './challenges.repository.ts';
import { isGradeId, visibleTo } from './challenges.repository.ts';
import { bnccCodes, gameContents, gameFavorites, gameResults } from './challenges.tables.ts';

export type GameSearchFilters = z.output<typeof gameSearchSchema>;

/**
 * Which contents a search looks at (README 'Finding challenges'):
 * - `complete`: the platform's published contents (and archived or blocked ones for those who
 *   manage the platform); with `mine`, the caller's own in any status but deleted;
 * - `external`: library contents other platforms share, published.
 */
export type ChallengeSearchScope = 'complete' | 'external';

/** Rows of the challenges report, after this content. */
export interface ReportCursor {
  title: string;
  id: string;
}

export interface ReportRow {
  content: ContentRow;
  author: string;
  plays: number;
  average: number | null;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Contents of any of the grades; ids outside the grade range name none. */
function gradesCondition(ids: readonly number[]): SQL {
  const valid = ids.filter(isGradeId);
  return valid.length > 0 ? (arrayOverlaps(gameContents.grade_ids, valid) as SQL) : sql`false`;
}

export function createChallengeSearchRepository(db: Executor) {
  function scopeCondition(
    platformId: string,
    userId: string,
    scope: ChallengeSearchScope,
    filters: GameSearchFilters,
    manages: boolean,
  ): SQL | undefined {
    if (scope === 'external') {
      return and(
        ne(gameContents.platform_id, platformId),
        eq(gameContents.shared, true),
        eq(gameContents.status, 'active'),
      );
    }
    if (filters.mine) {
      return and(
        eq(gameContents.platform_id, platformId),
        eq(gameContents.author_id, userId),
        ne(gameContents.status, 'deleted'),
      );
    }
    const statuses: GameContentStatus[] = manages ? ['active', 'archived', 'blocked'] : ['active'];
    return and(eq(gameContents.platform_id, platformId), inArray(gameContents.status, statuses));
  }

  return {
    async search(
      platformId: string,
      userId: string,
      scope: ChallengeSearchScope,
      filters: GameSearchFilters,
      manages: boolean,
    ): Promise<{ total: number; rows: ContentRow[] }> {
      const pattern = filters.search ? containsPattern(filters.search) : null;
      const where = and(
        scopeCondition(platformId, userId, scope, filters, manages),
        pattern
          ? or(
              ilike(gameContents.title, pattern),
              ilike(gameContents.objective, pattern),
              sql`array_to_string(${gameContents.keywords}, ' ') ilike ${pattern}`,
            )
          : undefined,
        filters.status?.length ? inArray(gameContents.status, filters.status) : undefined,
        filters.interactions?.length ? inArray(gameContents.interaction, filters.interactions) : undefined,
        filters.layouts?.length ? inArray(gameContents.layout, filters.layouts) : undefined,
        filters.grade_ids?.length ? gradesCondition(filters.grade_ids) : undefined,
        filters.subjects?.length ? inArray(gameContents.subject, filters.subjects) : undefined,
        filters.bncc?.length ? sql`${gameContents.bncc} ?| ${textArray(filters.bncc)}` : undefined,
        filters.difficulty?.length
          ? sql`coalesce(${gameContents.settings}->>'difficulty', 'facil') = any(${textArray(filters.difficulty)})`
          : undefined,
        filters.favorites_only
          ? sql`exists (select 1 from ${gameFavorites} where ${gameFavorites.content_id} = ${gameContents.id} and ${gameFavorites.user_id} = ${userId})`
          : undefined,
      );
      const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(gameContents).where(where);
      const rows = await db
        .select()
        .from(gameContents)
        .where(where)
        .orderBy(desc(gameContents.updated_at), desc(gameContents.id))
        .limit(filters.per_page)
        .offset((filters.page - 1) * filters.per_page);
      return { total: counted?.total ?? 0, rows };
    },

    /**
     * The daily challenge of a stage: among the published contents the platform's people may open
     * for those grades (the ones marked daily, when there are any), the one at `seed` modulo their
     * number in id order, so everyone asking that day gets the same while the contents stay.
     */
    async dailyPick(platformId: string, gradeIds: readonly number[] | null, seed: number): Promise<ContentRow | null> {
      const candidates = and(
        visibleTo(platformId),
        eq(gameContents.status, 'active'),
        gradeIds ? arrayOverlaps(gameContents.grade_ids, [...gradeIds]) : undefined,
      );
      const [counts] = await db
        .select({
          all: sql<number>`count(*)::int`,
          daily: sql<number>`count(*) filter (where ${gameContents.daily})::int`,
        })
        .from(gameContents)
        .where(candidates);
      const pool = counts && counts.daily > 0 ? and(candidates, eq(gameContents.daily, true)) : candidates;
      const size = counts ? (counts.daily > 0 ? counts.daily : counts.all) : 0;
      if (size === 0) return null;
      const [row] = await db
        .select()
        .from(gameContents)
        .where(pool)
        .orderBy(asc(gameContents.id))
        .limit(1)
        .offset(seed % size);
      return row ?? null;
    },

    /**
     * A batch of the challenges report: the platform's contents (or one author's), not deleted,
     * by title, each with its scored plays and their average score.
     */
    async reportBatch(
      platformId: string,
      authorId: string | null,
      limit: number,
      after?: ReportCursor,
    ): Promise<ReportRow[]> {
      const plays = db
        .select({
          content_id: gameResults.content_id,
          plays: sql<number>`count(*)::int`.as('plays'),
          average: sql<number | null>`avg(${gameResults.score})::float8`.as('average'),
        })
        .from(gameResults)
        .where(eq(gameResults.platform_id, platformId))
        .groupBy(gameResults.content_id)
        .as('plays');
      const rows = await db
        .select({ content: gameContents, author: users.name, plays: plays.plays, average: plays.average })
        .from(gameContents)
        .innerJoin(users, eq(users.id, gameContents.author_id))
        .leftJoin(plays, eq(plays.content_id, gameContents.id))
        .where(
          and(
            eq(gameContents.platform_id, platformId),
            ne(gameContents.status, 'deleted'),
            authorId ? eq(gameContents.author_id, authorId) : undefined,
            after ? sql`(${gameContents.title}, ${gameContents.id}) > (${after.title}, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(asc(gameContents.title), asc(gameContents.id))
        .limit(limit);
      return rows.map((row) => ({
        content: row.content,
        author: row.author,
        plays: row.plays ?? 0,
        average: row.average == null ? null : Math.round(row.average * 10) / 10,
      }));
    },

    /** BNCC codes of the catalogue matching a code or a description, at most 100. */
    async bncc(search: string | undefined): Promise<{ code: string; description: string }[]> {
      const pattern = search ? containsPattern(search) : null;
      return db
        .select({ code: bnccCodes.code, description: bnccCodes.description })
        .from(bnccCodes)
        .where(
          pattern ? or(ilike(bnccCodes.code, pattern), ilike(bnccCodes.description, pattern)) : gt(bnccCodes.code, ''),
        )
        .orderBy(bnccCodes.code)
        .limit(100);
    },
  };
}

export type ChallengeSearchRepository = ReturnType<typeof createChallengeSearchRepository>;
