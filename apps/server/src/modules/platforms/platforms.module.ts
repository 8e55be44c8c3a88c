import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { createPlatformsRepository } from './platforms.repository.ts';
import { platformsRoutes } from './platforms.routes.ts';
import { createPlatformsService } from './platforms.service.ts';

export async function registerPlatforms(app: FastifyInstance, deps: { db: Database; clock: Clock }): Promise<void> {
  const platforms = createPlatformsService({ platformsRepo: createPlatformsRepository(deps.db), clock: deps.clock });
  await app.register(platformsRoutes, { platforms });
}
