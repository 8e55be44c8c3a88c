import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createWorkloadRepository } from './workload.repository.ts';
import { workloadRoutes } from './workload.routes.ts';
import { createWorkloadService } from './workload.service.ts';

/** Workload and frequency of a classroom's students (README). */
export function createWorkloadModule(deps: { db: Database; clock: Clock }): AppModule {
  const workload = createWorkloadService({ workloadRepo: createWorkloadRepository(deps.db), clock: deps.clock });
  return { routes: { 'teacher-dashboard': [mount(workloadRoutes, { workload })] } };
}
