import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createPlatformsRepository } from './platforms.repository.ts';
import { platformsRoutes } from './platforms.routes.ts';
import { createPlatformsService } from './platforms.service.ts';

export function createPlatformsModule(deps: { db: Database; clock: Clock }): AppModule {
  const platforms = createPlatformsService({ platformsRepo: createPlatformsRepository(deps.db), clock: deps.clock });
  return { routes: { main: [mount(platformsRoutes, { platforms })] } };
}
