import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { createProfileRepository } from './profile.repository.ts';
import { profileRoutes } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';

export async function registerProfile(app: FastifyInstance, deps: { db: Database }): Promise<void> {
  await app.register(profileRoutes, {
    profile: createProfileService({ profileRepo: createProfileRepository(deps.db) }),
  });
}
