import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRequestLimit } from '../../platform/rate-limit/request-limit.ts';
import type { SpreadsheetWriter } from '../../platform/spreadsheet/spreadsheet-writer.ts';
import { createUserLevels } from '../identity/identity.module.ts';
import type { Ledger } from '../ledger/ledger.module.ts';
import type { MapEnergyService } from '../map-energy/map-energy.module.ts';
import { createPlatformDirectory } from '../platforms/platforms.module.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { createSchoolMemberships } from '../tenancy/tenancy.module.ts';
import { challengeCatalogueRoutes } from './challenge-catalogue.routes.ts';
import { createChallengeCatalogueService } from './challenge-catalogue.service.ts';
import { challengeFactoryRoutes } from './challenge-factory.routes.ts';
import { createChallengeFactoryService } from './challenge-factory.service.ts';
import { createChallengeReportService } from './challenge-report.service.ts';
import { createChallengeSearchRepository } from './challenge-search.repository.ts';
import { CHALLENGE_FILES_NAMESPACE, createChallengeFilesRule } from './challenges.access.ts';
import { createChallengesRepository } from './challenges.repository.ts';
import { createContentFiles } from './content-files.ts';
import { gamePlayRoutes, gameResultsRoutes } from './game-play.routes.ts';
import {
  createGamePlayService,
  type GamePlayService,
  type HomeworkPlayCheck,
  type ResultRecorded,
} from './game-play.service.ts';
import { createGameResultsRepository } from './game-results.repository.ts';

export type { ResultRecorded } from './game-play.service.ts';

/** Calls a game frame may make in a minute from one address (it reads its content once or twice a game). */
const RUNTIME_CALLS_PER_MINUTE = 120;

export { visibleTo } from './challenges.repository.ts';
export { isMobile } from './game-play.routes.ts';
export type { HomeworkPlayCheck } from './game-play.service.ts';

/** Students' recorded challenge results of homework (K) or trails (LT), by activity or trail id. */
export type ChallengeResults = Pick<GamePlayService, 'resultsFor'>;

/** For the park's arcades: a play token and the frame's address, and the score of answers (recorded by the park). */
export type ArcadePlays = Pick<GamePlayService, 'play' | 'scoreOf'>;

export interface ChallengesModule extends AppModule {
  /** For the homework and trail modules: the results recorded under their ids. */
  results: ChallengeResults;
  arcadePlays: ArcadePlays;
}

/**
 * Challenges (document 3 sections 3, 5, 7 and 9; document 2 'Scoring'): the factory, the
 * catalogue and playing on the games service; scoring and levels on the main service.
 */
export function createChallengesModule(deps: {
  db: Executor;
  clock: Clock;
  storage: Pick<StorageService, 'keyOfUrl' | 'signedUrl' | 'list' | 'remove' | 'registerAccessRule'>;
  mapEnergy: Pick<MapEnergyService, 'raise'>;
  ledger: Pick<Ledger, 'grant'>;
  spreadsheets: Pick<SpreadsheetWriter, 'open'>;
  resultRecorded: ResultRecorded;
  /** The game URL's environment parameter. */
  environment: string;
  /** Whether a play may be recorded for a tarefa (rule K): the homework module's check. */
  homeworkPlays: HomeworkPlayCheck;
}): ChallengesModule {
  const { db, clock, storage } = deps;
  const repo = createChallengesRepository(db);
  const searchRepo = createChallengeSearchRepository(db);
  const transact = transactOn(db);
  const platforms = createPlatformDirectory(db, clock);
  storage.registerAccessRule(CHALLENGE_FILES_NAMESPACE, createChallengeFilesRule(repo));
  const files = createContentFiles(storage);
  const factory = createChallengeFactoryService({ repo, files, platforms, transact });
  const catalogue = createChallengeCatalogueService({
    repo,
    searchRepo,
    memberships: createSchoolMemberships(db),
    clock,
  });
  const report = createChallengeReportService({ repo, searchRepo, clock, spreadsheets: deps.spreadsheets });
  const play = createGamePlayService({
    repo,
    resultsRepo: createGameResultsRepository(db),
    platforms,
    files,
    userLevels: createUserLevels(db),
    mapEnergy: deps.mapEnergy,
    ledger: deps.ledger,
    resultRecorded: deps.resultRecorded,
    clock,
    transact,
    environment: deps.environment,
    homeworkPlays: deps.homeworkPlays,
  });
  const runtimeLimit = createRequestLimit({ clock, windowMs: 60_000, max: RUNTIME_CALLS_PER_MINUTE });
  return {
    results: { resultsFor: play.resultsFor },
    arcadePlays: { play: play.play, scoreOf: play.scoreOf },
    routes: {
      games: [
        mount(challengeFactoryRoutes, { factory }),
        mount(challengeCatalogueRoutes, { catalogue, report }),
        mount(gamePlayRoutes, { play, runtimeLimit }),
      ],
      main: [mount(gameResultsRoutes, { play })],
    },
  };
}
