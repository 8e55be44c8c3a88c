import type { ProfileSettings } from '@ava/contracts';
import type { FastifyInstance } from 'fastify';
import { createSharedCache } from '../../platform/cache/shared-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import type { PostalCodeProvider } from '../../platform/postal-code/postal-code-provider.ts';
import { createCachedPlatformsRepository } from '../platforms/platforms.cache.ts';
import { createPlatformsRepository } from '../platforms/platforms.repository.ts';
import type { StorageService } from '../storage/storage.service.ts';
import { createTenancyRepository } from '../tenancy/tenancy.repository.ts';
import { createAddressRepository } from './address.repository.ts';
import { createAddressService } from './address.service.ts';
import { createBannersRepository } from './banners.repository.ts';
import { preferencesRoutes } from './preferences.routes.ts';
import { createPreferencesService } from './preferences.service.ts';
import { createProfileRepository } from './profile.repository.ts';
import { profileRoutes } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';
import { profileAddressRoutes } from './profile-address.routes.ts';
import { profileInfoRoutes } from './profile-info.routes.ts';
import { createProfileInfoService } from './profile-info.service.ts';
import { profilePhotoRoutes } from './profile-photo.routes.ts';
import { AVATARS_NAMESPACE, avatarsAccessRule, createProfilePhotoService } from './profile-photo.service.ts';
import { createResponsiblesRepository } from './responsibles.repository.ts';
import { responsiblesRoutes } from './responsibles.routes.ts';
import { createResponsiblesService } from './responsibles.service.ts';
import { createUserProfileRepository } from './user-profile.repository.ts';

export async function registerProfile(
  app: FastifyInstance,
  deps: {
    database: DatabaseHandle;
    clock: Clock;
    storage: Pick<StorageService, 'saveUpload' | 'remove' | 'registerAccessRule' | 'presentImageUrl'>;
    postalCodes: PostalCodeProvider;
  },
): Promise<void> {
  const { database, clock, storage } = deps;
  const db = database.db;
  const settingsCache = await createSharedCache<ProfileSettings>({
    database,
    channel: 'profile_settings_changed',
    clock,
    ttlMs: 300_000,
    maxEntries: 100_000,
  });
  const profile = createProfileService({ profileRepo: createProfileRepository(db), settingsCache });
  await app.register(profileRoutes, { profile });

  const userProfileRepo = createUserProfileRepository(db);
  const tenancyRepo = createTenancyRepository(db);
  storage.registerAccessRule(AVATARS_NAMESPACE, avatarsAccessRule);
  const presentUrl = storage.presentImageUrl;

  await app.register(profileInfoRoutes, {
    info: createProfileInfoService({ userProfileRepo, tenancyRepo, presentUrl }),
  });
  await app.register(profilePhotoRoutes, {
    photo: createProfilePhotoService({ userProfileRepo, storage, logger: app.log, presentUrl }),
  });
  await app.register(profileAddressRoutes, {
    address: createAddressService({ addressRepo: createAddressRepository(db), postalCodes: deps.postalCodes }),
  });
  await app.register(responsiblesRoutes, {
    responsibles: createResponsiblesService({ responsiblesRepo: createResponsiblesRepository(db) }),
  });
  await app.register(preferencesRoutes, {
    preferences: createPreferencesService({
      userProfileRepo,
      platformsRepo: createCachedPlatformsRepository(createPlatformsRepository(db), clock),
      tenancyRepo,
      bannersRepo: createBannersRepository(db),
      clock,
    }),
  });
}
