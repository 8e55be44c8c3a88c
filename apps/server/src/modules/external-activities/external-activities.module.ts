import type { ExternalService } from '@ava/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createExternalActivitiesRepository } from './external-activities.repository.ts';
import { externalActivitiesRoutes } from './external-activities.routes.ts';
import { createExternalActivitiesService } from './external-activities.service.ts';

export function createExternalActivitiesModule(deps: { db: Executor; clock: Clock }): AppModule {
  const externalActivities = createExternalActivitiesService({
    repo: createExternalActivitiesRepository(deps.db),
    clock: deps.clock,
  });
  const under = (service: ExternalService) => [mount(externalActivitiesRoutes, { externalActivities, service })];
  return { routes: { tasks: under('tasks'), exams: under('exams'), trails: under('trails') } };
}
