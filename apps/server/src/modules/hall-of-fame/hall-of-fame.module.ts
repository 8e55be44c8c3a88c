import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { ResultRecorded } from '../challenges/challenges.module.ts';
import { createPlatformDirectory } from '../platforms/platforms.module.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { createHallOfFameRepository } from './hall-of-fame.repository.ts';
import { hallOfFameRoutes } from './hall-of-fame.routes.ts';
import { createHallOfFameService } from './hall-of-fame.service.ts';
import { createRankings } from './rankings.ts';
import type { ClaimRow } from './seasons.repository.ts';
import { createSeasonsRepository } from './seasons.repository.ts';
import { createSeasonsService } from './seasons.service.ts';
import { createViewers } from './viewer.ts';
import { createViewersRepository } from './viewers.repository.ts';

export interface HallOfFameModule extends AppModule {
  /** For the challenges module: adds each recorded result to its student's month, in its transaction. */
  addResult: ResultRecorded;
}

/**
 * Where a claimed reward's pokz are credited. The pokz ledger (issue 21) is being built apart:
 * at merge, this posts the claim to it (the claim's id as the idempotency key) inside the
 * claim's transaction. Until then the claim row, with its pokz, is the record of what is owed.
 */
async function postRewardToLedger(_tx: Executor, _claim: ClaimRow): Promise<void> {}

/**
 * Hall of fame (document 3 section 7): rankings of students and classrooms over months from the
 * monthly totals this module keeps beside game_results, seasons and their rewards; main service.
 */
export function createHallOfFameModule(deps: {
  db: Executor;
  clock: Clock;
  storage: Pick<StorageService, 'presentImageUrl'>;
}): HallOfFameModule {
  const { db, clock } = deps;
  const repo = createHallOfFameRepository(db);
  const viewers = createViewers({
    repo,
    viewersRepo: createViewersRepository(db),
    platforms: createPlatformDirectory(db, clock),
    clock,
  });
  const rankings = createRankings({ repo, clock });
  const hallOfFame = createHallOfFameService({ repo, rankings, viewers, avatar: deps.storage.presentImageUrl, clock });
  const seasons = createSeasonsService({
    repo,
    rankings,
    seasonsRepo: createSeasonsRepository(db),
    viewers,
    clock,
    transact: transactOn(db),
    payReward: postRewardToLedger,
  });
  return {
    addResult: (tx, result) => repo.addResult(result.platformId, result.playTokenHash, tx),
    routes: { main: [mount(hallOfFameRoutes, { hallOfFame, seasons })] },
  };
}

/**
 * Recomputes a platform's monthly totals from its game_results: after results were loaded in
 * bulk, around calculate_score (the demo seed, the benchmark).
 */
export function rebuildHallOfFameTotals(db: Executor, platformId: string): Promise<void> {
  const repo = createHallOfFameRepository(db);
  return transactOn(db)((tx) => repo.rebuild(platformId, tx));
}
