import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createActivityAccess } from '../activities/activities.access.ts';
import type { ActivityWrites } from '../activities/activities.module.ts';
import { createTrailResultsRepository } from './trail-results.repository.ts';
import { trailResultsRoutes } from './trail-results.routes.ts';
import { createTrailResultsService } from './trail-results.service.ts';

export function createTrailResultsModule(deps: { db: Database; activityWrites: ActivityWrites }): AppModule {
  const trailResults = createTrailResultsService({
    repo: createTrailResultsRepository(deps.db),
    access: createActivityAccess(deps.db),
    activityWrites: deps.activityWrites,
  });
  return { routes: { main: [mount(trailResultsRoutes, { trailResults })] } };
}
