import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createCachedPlatformsRepository } from './platforms.cache.ts';
import { createPlatformsRepository, type PlatformsRepository } from './platforms.repository.ts';
import { platformsRoutes } from './platforms.routes.ts';
import { createPlatformsService } from './platforms.service.ts';

export { presentMenu, presentTheme } from './platforms.presenter.ts';
export { featureFlagOn, type MenuRow, type PlatformRow, wordingOf } from './platforms.repository.ts';

/** What other modules read of platforms: one by slug or id, and the menus of an audience. */
export type PlatformDirectory = Pick<PlatformsRepository, 'findBySlug' | 'findById' | 'menusFor'>;

/** The platform directory; slugs and menus, read on every sign-in, are cached a minute per process. */
export function createPlatformDirectory(db: Executor, clock: Clock): PlatformDirectory {
  const repo = createPlatformsRepository(db);
  return { ...createCachedPlatformsRepository(repo, clock), findById: repo.findById };
}

export function createPlatformsModule(deps: { db: Database; clock: Clock }): AppModule {
  const platforms = createPlatformsService({ platformsRepo: createPlatformsRepository(deps.db), clock: deps.clock });
  return { routes: { main: [mount(platformsRoutes, { platforms })] } };
}
