import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRichTextFiles, type RichTextFileAccess } from '../../platform/rich-text/rich-text-files.ts';
import { createActivityAccess, type ViewerAccess } from '../activities/activities.access.ts';
import type { MapEnergyService } from '../map-energy/map-energy.module.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { presentedMedia } from '../storage/storage.module.ts';
import { createForumRepository } from './forum.repository.ts';
import { forumRoutes } from './forum.routes.ts';
import { createForumService } from './forum.service.ts';
import { createForumFilesRule, FORUM_FILES_NAMESPACE } from './forum-files.rule.ts';

export function createForumModule(deps: {
  db: Executor;
  clock: Clock;
  mapEnergy: MapEnergyService;
  storage: RichTextFileAccess & Pick<StorageService, 'presentImageUrl' | 'registerAccessRule'>;
}): AppModule {
  const access = createActivityAccess(deps.db);
  deps.storage.registerAccessRule(FORUM_FILES_NAMESPACE, createForumFilesRule(access));
  const forum = createForumService({
    forumRepo: createForumRepository(deps.db),
    access,
    // A removed assignment or an unpublished activity still lets its reader post for up to 10 s,
    // as a revoked session does for 15 s; removal, applause and marks are always checked afresh.
    viewerCache: createTtlCache<ViewerAccess>({ clock: deps.clock, ttlMs: 10_000, maxEntries: 50_000 }),
    mapEnergy: deps.mapEnergy,
    clock: deps.clock,
    richText: createRichTextFiles(deps.storage),
    media: presentedMedia(deps.storage),
  });
  return { routes: { main: [mount(forumRoutes, { forum })] } };
}
