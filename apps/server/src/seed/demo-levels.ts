import { gameResults } from '../modules/challenges/challenges.tables.ts';
import { createGameResultsRepository } from '../modules/challenges/game-results.repository.ts';
import { reachedLevel } from '../modules/challenges/levels.ts';
import { createUserLevels } from '../modules/identity/identity.module.ts';
import type { Database } from '../platform/db/database.ts';

/**
 * The demo's plays are seeded as rows, not played through calculate_score, which is where a level
 * goes up: each student who played is raised to the level their plays reach, as calculate_score
 * would have raised them (never lowered). Otherwise a student could read '100% do nível 2' while
 * still at level 1.
 */
export async function raiseSeededLevels(db: Database): Promise<void> {
  const results = createGameResultsRepository(db);
  const userLevels = createUserLevels(db);
  const players = await db
    .selectDistinct({ platformId: gameResults.platform_id, userId: gameResults.user_id })
    .from(gameResults);
  const levelsOf = new Map<string, Awaited<ReturnType<typeof results.levels>>>();
  for (const { platformId, userId } of players) {
    const levels = levelsOf.get(platformId) ?? (await results.levels(platformId));
    levelsOf.set(platformId, levels);
    const reached = reachedLevel(levels, await results.statsOf(platformId, userId));
    if (reached > 0) await userLevels.raiseLevel(platformId, userId, reached);
  }
}
