import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createPlatformDirectory } from '../platforms/platforms.module.ts';
import { createGuardianViewsRepository } from './guardian-views.repository.ts';
import { guardianViewsRoutes } from './guardian-views.routes.ts';
import { createGuardianViewsService } from './guardian-views.service.ts';

export function createGuardianViewsModule(deps: { db: Database; clock: Clock }): AppModule {
  const views = createGuardianViewsService({
    repo: createGuardianViewsRepository(deps.db),
    platforms: createPlatformDirectory(deps.db, deps.clock),
    clock: deps.clock,
  });
  return { routes: { main: [mount(guardianViewsRoutes, { views })] } };
}
