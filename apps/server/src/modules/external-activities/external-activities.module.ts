import type { ExternalService } from '@ava/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { createExternalActivitiesRepository } from './external-activities.repository.ts';
import { externalActivitiesRoutes } from './external-activities.routes.ts';
import { createExternalActivitiesService } from './external-activities.service.ts';

/** One service for the three external activity services; app.ts registers it under each prefix. */
export function createExternalActivitiesModule(deps: { db: Executor; clock: Clock }) {
  const externalActivities = createExternalActivitiesService({
    repo: createExternalActivitiesRepository(deps.db),
    clock: deps.clock,
  });
  return {
    async register(app: FastifyInstance, service: ExternalService): Promise<void> {
      await app.register(externalActivitiesRoutes, { externalActivities, service });
    },
  };
}
