import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRichTextFiles, type RichTextFileAccess } from '../../platform/rich-text/rich-text-files.ts';
import { createActivityAccess } from '../activities/activities.access.ts';
import type { ActivityPokz, DeliveryRepository } from '../activities/activities.module.ts';
import type { Certificates } from '../certificates/certificates.module.ts';
import type { ChallengeResults } from '../challenges/challenges.module.ts';
import type { ForumService } from '../forum/forum.module.ts';
import type { MapEnergyService } from '../map-energy/map-energy.module.ts';
import { createTrailForum } from './trail-forum.service.ts';
import { createTrailPlayerRepository } from './trail-player.repository.ts';
import { trailsMainRoutes, trailsServiceRoutes } from './trail-player.routes.ts';
import { createTrailPlayerService } from './trail-player.service.ts';

export function createTrailPlayerModule(deps: {
  db: Database;
  clock: Clock;
  storage: RichTextFileAccess;
  deliveries: DeliveryRepository;
  activityPokz: ActivityPokz;
  certificates: Pick<Certificates, 'issueFor'>;
  challengeResults: ChallengeResults;
  mapEnergy: MapEnergyService;
  forum: ForumService;
}): AppModule {
  const repo = createTrailPlayerRepository(deps.db);
  const access = createActivityAccess(deps.db);
  const player = createTrailPlayerService({
    repo,
    access,
    deliveries: deps.deliveries,
    activityPokz: deps.activityPokz,
    certificates: deps.certificates,
    challengeResults: deps.challengeResults,
    mapEnergy: deps.mapEnergy,
    media: { text: createRichTextFiles(deps.storage).forReader, url: (key) => deps.storage.signedUrl(key) },
    transact: transactOn(deps.db),
    clock: deps.clock,
  });
  const forum = createTrailForum({ repo, forum: deps.forum });
  return {
    routes: {
      main: [mount(trailsMainRoutes, { player })],
      trails: [mount(trailsServiceRoutes, { player, forum })],
    },
  };
}
