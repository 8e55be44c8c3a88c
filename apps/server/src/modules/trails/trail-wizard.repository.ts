import { EXAM_STATUS } from '@ava/contracts';
import { and, arrayOverlaps, asc, count, desc, eq, ilike, inArray, max, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { visibleTo } from '../challenges/challenges.module.ts';
import { gameContents } from '../challenges/challenges.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { UUID } from '../storage/storage.module.ts';
import { gradeNames } from '../tenancy/tenancy.module.ts';
import { learningTrails, trailFavorites, trailItems, trailRatings } from './trails.tables.ts';

export type TrailRow = typeof learningTrails.$inferSelect;
export type TrailInsert = Omit<typeof learningTrails.$inferInsert, 'platform_id' | 'created_at' | 'updated_at'>;
export type TrailUpdate = Partial<
  Omit<typeof learningTrails.$inferInsert, 'id' | 'platform_id' | 'author_id' | 'external_id'>
>;
export type TrailItemRow = typeof trailItems.$inferSelect;
export type TrailItemValues = Omit<typeof trailItems.$inferInsert, 'id' | 'trail_id' | 'created_at' | 'updated_at'>;
export interface TrailRef {
  externalId?: string | undefined;
  trailId?: string | undefined;
}

/**
 * Which trails a search looks at (README 'Search'):
 * - `published`: published trails of the platform, anyone's;
 * - `complete`: the caller's own trails in any status and the others' published ones;
 * - `network`: published trails of the platform's other educators.
 */
export type TrailSearchScope = 'published' | 'complete' | 'network';

export interface TrailSearchFilters {
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

/** What the caller sees of some trails beside their rows. */
export interface TrailExtras {
  favorites: Set<string>;
  ratings: Map<string, { sum: number; count: number; mine: number | null }>;
  authors: Map<string, string>;
  grades: Map<number, string>;
  steps: Map<string, number>;
}

export function createTrailWizardRepository(db: Executor) {
  const trailOf = (platformId: string, trailId: string) =>
    and(eq(learningTrails.platform_id, platformId), eq(learningTrails.id, trailId));
  /** The platform's trails among `trailIds` (for tables keyed by trail id only). */
  const platformTrails = (platformId: string, trailIds: string[]) =>
    db
      .select({ id: learningTrails.id })
      .from(learningTrails)
      .where(and(eq(learningTrails.platform_id, platformId), inArray(learningTrails.id, trailIds)));
  const itemOf = (platformId: string, trailId: string, itemId: string) =>
    and(eq(trailItems.id, itemId), inArray(trailItems.trail_id, platformTrails(platformId, [trailId])));

  return {
    async find(platformId: string, ref: TrailRef): Promise<TrailRow | null> {
      const byRef = ref.trailId
        ? eq(learningTrails.id, ref.trailId)
        : eq(learningTrails.external_id, ref.externalId ?? '');
      const [row] = await db
        .select()
        .from(learningTrails)
        .where(and(eq(learningTrails.platform_id, platformId), byRef));
      return row ?? null;
    },

    async insert(platformId: string, values: TrailInsert): Promise<TrailRow> {
      const [row] = await db
        .insert(learningTrails)
        .values({ ...values, platform_id: platformId })
        .returning();
      if (!row) throw new Error('trail not created');
      return row;
    },

    async update(platformId: string, trailId: string, values: TrailUpdate): Promise<TrailRow> {
      const [row] = await db
        .update(learningTrails)
        .set({ ...values, updated_at: new Date() })
        .where(trailOf(platformId, trailId))
        .returning();
      if (!row) throw new Error('trail not updated');
      return row;
    },

    async remove(platformId: string, trailId: string): Promise<void> {
      await db.delete(learningTrails).where(trailOf(platformId, trailId));
    },

    grades: (ids: readonly number[]) => gradeNames(db, ids),

    /** The steps of some of the platform's trails, each trail's sorted by order. */
    async itemsOf(platformId: string, trailIds: readonly string[]): Promise<TrailItemRow[]> {
      if (trailIds.length === 0) return [];
      return db
        .select()
        .from(trailItems)
        .where(inArray(trailItems.trail_id, platformTrails(platformId, [...trailIds])))
        .orderBy(asc(trailItems.trail_id), asc(trailItems.position), asc(trailItems.created_at));
    },

    async findItem(platformId: string, trailId: string, itemId: string): Promise<TrailItemRow | null> {
      const [row] = await db
        .select()
        .from(trailItems)
        .where(itemOf(platformId, trailId, itemId));
      return row ?? null;
    },

    /** How many steps the trail has and the highest order among them. */
    async stepCount(platformId: string, trailId: string): Promise<{ steps: number; lastOrder: number }> {
      const [row] = await db
        .select({ steps: count(), lastOrder: max(trailItems.position) })
        .from(trailItems)
        .where(inArray(trailItems.trail_id, platformTrails(platformId, [trailId])));
      return { steps: row?.steps ?? 0, lastOrder: row?.lastOrder ?? 0 };
    },

    async insertItem(trailId: string, values: TrailItemValues): Promise<TrailItemRow> {
      const [row] = await db
        .insert(trailItems)
        .values({ ...values, trail_id: trailId })
        .returning();
      if (!row) throw new Error('trail item not created');
      return row;
    },

    async updateItem(platformId: string, trailId: string, itemId: string, values: TrailItemValues) {
      await db
        .update(trailItems)
        .set({ ...values, updated_at: new Date() })
        .where(itemOf(platformId, trailId, itemId));
    },

    async removeItem(platformId: string, trailId: string, itemId: string): Promise<void> {
      await db.delete(trailItems).where(itemOf(platformId, trailId, itemId));
    },

    /** Titles of the challenges among `ids` a teacher of the platform may use (active, own or shared). */
    async usableChallenges(platformId: string, ids: readonly string[]): Promise<Map<string, string>> {
      const valid = ids.filter((id) => UUID.test(id));
      if (valid.length === 0) return new Map();
      const rows = await db
        .select({ id: gameContents.id, title: gameContents.title })
        .from(gameContents)
        .where(and(inArray(gameContents.id, valid), visibleTo(platformId), eq(gameContents.status, 'active')));
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    async extras(platformId: string, rows: readonly TrailRow[], userId: string): Promise<TrailExtras> {
      if (rows.length === 0) {
        return { favorites: new Set(), ratings: new Map(), authors: new Map(), grades: new Map(), steps: new Map() };
      }
      const ids = platformTrails(
        platformId,
        rows.map((row) => row.id),
      );
      const [favoriteRows, ratingRows, authorRows, gradesOfRows, stepRows] = await Promise.all([
        db
          .select({ trail_id: trailFavorites.trail_id })
          .from(trailFavorites)
          .where(and(eq(trailFavorites.user_id, userId), inArray(trailFavorites.trail_id, ids))),
        db
          .select({
            trail_id: trailRatings.trail_id,
            sum: sql<number>`sum(${trailRatings.rating})::int`,
            count: sql<number>`count(*)::int`,
            mine: sql<number | null>`max(${trailRatings.rating}) filter (where ${trailRatings.user_id} = ${userId})`,
          })
          .from(trailRatings)
          .where(inArray(trailRatings.trail_id, ids))
          .groupBy(trailRatings.trail_id),
        db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(
            and(eq(users.platform_id, platformId), inArray(users.id, [...new Set(rows.map((row) => row.author_id))])),
          ),
        gradeNames(db, [...new Set(rows.flatMap((row) => row.grade_ids))]),
        db
          .select({ trail_id: trailItems.trail_id, steps: count() })
          .from(trailItems)
          .where(inArray(trailItems.trail_id, ids))
          .groupBy(trailItems.trail_id),
      ]);
      return {
        favorites: new Set(favoriteRows.map((row) => row.trail_id)),
        ratings: new Map(
          ratingRows.map((row) => [
            row.trail_id,
            { sum: row.sum, count: row.count, mine: row.mine === null ? null : Number(row.mine) },
          ]),
        ),
        authors: new Map(authorRows.map((row) => [row.id, row.name])),
        grades: gradesOfRows,
        steps: new Map(stepRows.map((row) => [row.trail_id, row.steps])),
      };
    },

    async setFavorite(platformId: string, trailId: string, userId: string, favorite: boolean): Promise<void> {
      if (favorite) {
        await db.execute(sql`
          insert into ${trailFavorites} (trail_id, user_id)
          select ${learningTrails.id}, ${userId} from ${learningTrails} where ${trailOf(platformId, trailId)}
          on conflict do nothing`);
        return;
      }
      await db
        .delete(trailFavorites)
        .where(
          and(
            inArray(trailFavorites.trail_id, platformTrails(platformId, [trailId])),
            eq(trailFavorites.user_id, userId),
          ),
        );
    },

    /** 0 clears the user's rating. */
    async setRating(platformId: string, trailId: string, userId: string, rating: number): Promise<void> {
      if (rating === 0) {
        await db
          .delete(trailRatings)
          .where(
            and(
              inArray(trailRatings.trail_id, platformTrails(platformId, [trailId])),
              eq(trailRatings.user_id, userId),
            ),
          );
        return;
      }
      await db.execute(sql`
        insert into ${trailRatings} (trail_id, user_id, rating)
        select ${learningTrails.id}, ${userId}, ${rating} from ${learningTrails} where ${trailOf(platformId, trailId)}
        on conflict (trail_id, user_id) do update set rating = excluded.rating, updated_at = now()`);
    },

    async search(
      platformId: string,
      userId: string,
      scope: TrailSearchScope,
      filters: TrailSearchFilters,
    ): Promise<{ total: number; rows: TrailRow[] }> {
      const published = eq(learningTrails.status, EXAM_STATUS.active);
      const scopes: Record<TrailSearchScope, SQL | undefined> = {
        published,
        network: and(published, ne(learningTrails.author_id, userId)),
        complete: or(eq(learningTrails.author_id, userId), published),
      };
      const favorite = sql<boolean>`exists (select 1 from ${trailFavorites} where ${trailFavorites.trail_id} = ${learningTrails.id} and ${trailFavorites.user_id} = ${userId})`;
      const where = and(
        eq(learningTrails.platform_id, platformId),
        scopes[scope],
        filters.search ? ilike(learningTrails.title, containsPattern(filters.search)) : undefined,
        filters.bncc?.length
          ? sql`${learningTrails.bncc} ?| ${sql`array[${sql.join(
              filters.bncc.map((code) => sql`${code}`),
              sql`, `,
            )}]`}`
          : undefined,
        filters.grade_ids?.length ? arrayOverlaps(learningTrails.grade_ids, filters.grade_ids) : undefined,
        filters.keywords?.length ? arrayOverlaps(learningTrails.keywords, filters.keywords) : undefined,
        filters.status?.length ? inArray(learningTrails.status, filters.status) : undefined,
        filters.favorites_only ? favorite : undefined,
      );
      const [counted] = await db.select({ total: count() }).from(learningTrails).where(where);
      const rows = await db
        .select()
        .from(learningTrails)
        .where(where)
        .orderBy(
          ...(filters.favorites_first ? [desc(favorite)] : []),
          desc(learningTrails.created_at),
          desc(learningTrails.id),
        )
        .limit(filters.per_page)
        .offset((filters.page - 1) * filters.per_page);
      return { total: counted?.total ?? 0, rows };
    },

    /** The BNCC codes, keywords and grades the trails a user may find on the platform use. */
    async filterValues(platformId: string, userId: string) {
      const seen = sql`${learningTrails.platform_id} = ${platformId} and (${learningTrails.author_id} = ${userId} or ${learningTrails.status} = ${EXAM_STATUS.active})`;
      const [bncc, keywords, grades] = await Promise.all([
        db.execute(sql`
          select e.key as code, min(e.value) as description
          from ${learningTrails}, jsonb_each_text(${learningTrails.bncc}) e where ${seen}
          group by e.key order by e.key limit 200`),
        db.execute(sql`
          select distinct k as keyword from ${learningTrails}, unnest(${learningTrails.keywords}) k where ${seen}
          order by k limit 200`),
        db.execute(sql`
          select distinct g as grade_id from ${learningTrails}, unnest(${learningTrails.grade_ids}) g where ${seen}`),
      ]);
      const gradeIds = rowsOf<{ grade_id: number }>(grades).map((row) => Number(row.grade_id));
      return {
        bncc: rowsOf<{ code: string; description: string }>(bncc),
        keywords: rowsOf<{ keyword: string }>(keywords).map((row) => row.keyword),
        grades: await gradeNames(db, gradeIds),
      };
    },
  };
}

export type TrailWizardRepository = ReturnType<typeof createTrailWizardRepository>;
