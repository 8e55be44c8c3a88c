import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { hallOfFameRewardClaims, hallOfFameSeasons } from './hall-of-fame.tables.ts';

export type SeasonRow = typeof hallOfFameSeasons.$inferSelect;
export type ClaimRow = typeof hallOfFameRewardClaims.$inferSelect;
export type NewClaim = Omit<
  typeof hallOfFameRewardClaims.$inferInsert,
  'id' | 'platform_id' | 'created_at' | 'updated_at'
>;

/** Seasons listed at most: two school years of bimonthly seasons. */
const SEASONS_LISTED = 12;

export function createSeasonsRepository(db: Executor) {
  return {
    /** The platform's latest seasons, the last to end first. */
    async list(platformId: string): Promise<SeasonRow[]> {
      return db
        .select()
        .from(hallOfFameSeasons)
        .where(eq(hallOfFameSeasons.platform_id, platformId))
        .orderBy(desc(hallOfFameSeasons.end_month), desc(hallOfFameSeasons.start_month), desc(hallOfFameSeasons.name))
        .limit(SEASONS_LISTED);
    },

    async find(platformId: string, seasonId: string): Promise<SeasonRow | null> {
      const [row] = await db
        .select()
        .from(hallOfFameSeasons)
        .where(and(eq(hallOfFameSeasons.platform_id, platformId), eq(hallOfFameSeasons.id, seasonId)));
      return row ?? null;
    },

    async claimsOf(platformId: string, studentId: string, seasonIds: readonly string[]): Promise<ClaimRow[]> {
      if (seasonIds.length === 0) return [];
      return db
        .select()
        .from(hallOfFameRewardClaims)
        .where(
          and(
            eq(hallOfFameRewardClaims.platform_id, platformId),
            eq(hallOfFameRewardClaims.student_id, studentId),
            inArray(hallOfFameRewardClaims.season_id, [...seasonIds]),
          ),
        );
    },

    /** The claim, or null when the student has one for that season already (first come, the unique key). */
    async insertClaim(platformId: string, claim: NewClaim, tx: Executor = db): Promise<ClaimRow | null> {
      const [row] = await tx
        .insert(hallOfFameRewardClaims)
        .values({ ...claim, platform_id: platformId })
        .onConflictDoNothing({ target: [hallOfFameRewardClaims.season_id, hallOfFameRewardClaims.student_id] })
        .returning();
      return row ?? null;
    },
  };
}

export type SeasonsRepository = ReturnType<typeof createSeasonsRepository>;
