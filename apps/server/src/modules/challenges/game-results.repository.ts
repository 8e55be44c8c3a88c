import type { ScoringRule } from '@ava/contracts';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { gameLevels, gamePlayTokens, gameResults } from './challenges.tables.ts';

export type PlayTokenRow = typeof gamePlayTokens.$inferSelect;
export type ResultRow = typeof gameResults.$inferSelect;
export type NewResult = Omit<typeof gameResults.$inferInsert, 'id' | 'platform_id' | 'updated_at'>;
export type LevelRow = typeof gameLevels.$inferSelect;

/** What a student has done that levels count: scored plays and the sum of their scores. */
export interface PlayerStats {
  games_played: number;
  points: number;
}

export function createGameResultsRepository(db: Executor) {
  return {
    async insertToken(platformId: string, values: Omit<PlayTokenRow, 'platform_id' | 'created_at'>): Promise<void> {
      await db.insert(gamePlayTokens).values({ ...values, platform_id: platformId });
    },

    /** Forgets the user's play tokens that expired (their results, if any, stay). */
    async deleteExpiredTokens(platformId: string, userId: string, now: Date): Promise<void> {
      await db
        .delete(gamePlayTokens)
        .where(
          and(
            eq(gamePlayTokens.platform_id, platformId),
            eq(gamePlayTokens.user_id, userId),
            lt(gamePlayTokens.expires_at, now),
          ),
        );
    },

    /**
     * A play token by its hash, whatever its platform: the game frame holds nothing else, so the
     * token names the platform. The caller checks its content, user and expiry.
     */
    async findToken(tokenHash: string): Promise<PlayTokenRow | null> {
      const [row] = await db.select().from(gamePlayTokens).where(eq(gamePlayTokens.token_hash, tokenHash)).limit(1);
      return row ?? null;
    },

    /** The caller's play token, locked until the transaction ends: one score per token. */
    async lockToken(platformId: string, tokenHash: string, tx: Executor = db): Promise<PlayTokenRow | null> {
      const [row] = await tx
        .select()
        .from(gamePlayTokens)
        .where(and(eq(gamePlayTokens.platform_id, platformId), eq(gamePlayTokens.token_hash, tokenHash)))
        .for('update');
      return row ?? null;
    },

    async resultOfToken(platformId: string, tokenHash: string, tx: Executor = db): Promise<ResultRow | null> {
      const [row] = await tx
        .select()
        .from(gameResults)
        .where(and(eq(gameResults.platform_id, platformId), eq(gameResults.play_token_hash, tokenHash)))
        .limit(1);
      return row ?? null;
    },

    async insertResult(platformId: string, values: NewResult, tx: Executor = db): Promise<void> {
      await tx.insert(gameResults).values({ ...values, platform_id: platformId });
    },

    async statsOf(platformId: string, userId: string, tx: Executor = db): Promise<PlayerStats> {
      const [row] = await tx
        .select({
          games_played: sql<number>`count(*)::int`,
          points: sql<number>`coalesce(sum(${gameResults.score}), 0)::float8`,
        })
        .from(gameResults)
        .where(and(eq(gameResults.platform_id, platformId), eq(gameResults.user_id, userId)));
      return { games_played: row?.games_played ?? 0, points: row?.points ?? 0 };
    },

    /** The platform's levels, lowest first. */
    async levels(platformId: string, tx: Executor = db): Promise<LevelRow[]> {
      return tx.select().from(gameLevels).where(eq(gameLevels.platform_id, platformId)).orderBy(asc(gameLevels.level));
    },

    /** Recorded results of a scoring rule for some ids (the homework's activities, a trail), oldest first. */
    async resultsFor(platformId: string, rule: ScoringRule, scoringIds: readonly string[]): Promise<ResultRow[]> {
      if (scoringIds.length === 0) return [];
      return db
        .select()
        .from(gameResults)
        .where(
          and(
            eq(gameResults.platform_id, platformId),
            eq(gameResults.scoring_rule, rule),
            inArray(gameResults.scoring_id, [...scoringIds]),
          ),
        )
        .orderBy(asc(gameResults.created_at), asc(gameResults.id));
    },
  };
}

export type GameResultsRepository = ReturnType<typeof createGameResultsRepository>;
