import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { ResultRecorded } from '../challenges/challenges.module.ts';
import type { Ledger } from '../ledger/ledger.module.ts';
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
 * Hall of fame (document 3 section 7): rankings of students and classrooms over months from the
 * monthly totals this module keeps beside game_results, seasons and their rewards; main service.
 */
export function createHallOfFameModule(deps: {
  db: Executor;
  clock: Clock;
  storage: Pick<StorageService, 'presentImageUrl'>;
  ledger: Pick<Ledger, 'grant'>;
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
  const hallOfFame = createHallOfFameService({
    repo,
    rankings,
    viewers,
    avatar: deps.storage.presentImageUrl,
    clock,
  });
  const seasons = createSeasonsService({
    repo,
    rankings,
    seasonsRepo: createSeasonsRepository(db),
    viewers,
    clock,
    transact: transactOn(db),
    // A claimed reward's pokz, in the claim's transaction, keyed by the claim (paid once).
    payReward: async (tx: Executor, claim: ClaimRow) => {
      await deps.ledger.grant(tx, {
        platformId: claim.platform_id,
        userId: claim.student_id,
        amount: claim.pokz,
        event: 'Prêmio da temporada do hall da fama',
        eventType: 'reward',
        idempotencyKey: `reward:${claim.id}`,
      });
    },
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
