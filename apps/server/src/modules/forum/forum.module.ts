import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRichTextFiles, type RichTextFileAccess } from '../../platform/rich-text/rich-text-files.ts';
import { createActivityAccess, type ViewerAccess } from '../activities/activities.access.ts';
import type { DeliveryRepository } from '../activities/activities.module.ts';
import type { MapEnergyService } from '../map-energy/map-energy.module.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { presentedMedia } from '../storage/storage.module.ts';
import { createForumRepository } from './forum.repository.ts';
import { forumRoutes } from './forum.routes.ts';
import { createForumService, type ForumService } from './forum.service.ts';

export type { ForumService };

import { createForumFilesAccess, FORUM_FILES_NAMESPACE } from './forum-files.access.ts';
import { createRecentViewers } from './forum-viewers.ts';

export function createForumModule(deps: {
  db: Executor;
  clock: Clock;
  mapEnergy: MapEnergyService;
  deliveries: DeliveryRepository;
  storage: RichTextFileAccess & Pick<StorageService, 'presentImageUrl' | 'registerAccessRule'>;
}): AppModule & { forum: ForumService } {
  const access = createActivityAccess(deps.db);
  const viewers = createRecentViewers({
    access,
    cache: createTtlCache<ViewerAccess>({ clock: deps.clock, ttlMs: 10_000, maxEntries: 50_000 }),
  });
  deps.storage.registerAccessRule(FORUM_FILES_NAMESPACE, createForumFilesAccess({ access, viewers }));
  const forum = createForumService({
    forumRepo: createForumRepository(deps.db),
    deliveries: deps.deliveries,
    transact: transactOn(deps.db),
    access,
    viewers,
    mapEnergy: deps.mapEnergy,
    clock: deps.clock,
    richText: createRichTextFiles(deps.storage),
    media: presentedMedia(deps.storage),
  });
  return { routes: { main: [mount(forumRoutes, { forum })] }, forum };
}
