import type { ProfileSettings } from '@ava/contracts';
import type { FastifyInstance } from 'fastify';
import { createSharedCache } from '../../platform/cache/shared-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { createProfileRepository } from './profile.repository.ts';
import { profileRoutes } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';

export async function registerProfile(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; clock: Clock },
): Promise<void> {
  const settingsCache = await createSharedCache<ProfileSettings>({
    database: deps.database,
    channel: 'profile_settings_changed',
    clock: deps.clock,
    ttlMs: 300_000,
    maxEntries: 100_000,
  });
  const profile = createProfileService({ profileRepo: createProfileRepository(deps.database.db), settingsCache });
  await app.register(profileRoutes, { profile });
}
