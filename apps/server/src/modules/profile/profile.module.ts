import type { ProfileSettings } from '@ava/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createSharedCache } from '../../platform/cache/shared-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { PostalCodeProvider } from '../../platform/postal-code/postal-code-provider.ts';
import type { LoginThrottle } from '../../platform/rate-limit/login-throttle.ts';
import { createRequestLimit } from '../../platform/rate-limit/request-limit.ts';
import type { AccountMail } from '../accounts/accounts.module.ts';
import { createUserDirectory } from '../identity/identity.module.ts';
import { createPlatformDirectory } from '../platforms/platforms.module.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { createStoreLooks } from '../store/store.module.ts';
import { createSchoolMemberships } from '../tenancy/tenancy.module.ts';
import { createAddressRepository } from './address.repository.ts';
import { createAddressService } from './address.service.ts';
import { createBannersRepository } from './banners.repository.ts';
import { preferencesRoutes } from './preferences.routes.ts';
import { createPreferencesService } from './preferences.service.ts';
import { createProfileRepository } from './profile.repository.ts';
import { profileRoutes } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';
import { profileAddressRoutes } from './profile-address.routes.ts';
import { createProfileEmailService } from './profile-email.service.ts';
import { profileInfoRoutes } from './profile-info.routes.ts';
import { createProfileInfoService } from './profile-info.service.ts';
import { profilePhotoRoutes } from './profile-photo.routes.ts';
import {
  AVATARS_NAMESPACE,
  avatarsAccessRule,
  createProfilePhotoService,
  type ProfilePhotoService,
} from './profile-photo.service.ts';
import { createResponsiblesRepository } from './responsibles.repository.ts';
import { responsiblesRoutes } from './responsibles.routes.ts';
import { createResponsiblesService } from './responsibles.service.ts';
import { createUserProfileRepository } from './user-profile.repository.ts';

export interface ProfileModule extends AppModule {
  /** The store tells it when the avatar was dressed: the composed profile image follows. */
  outfitChanged: ProfilePhotoService['outfitChanged'];
}

export async function createProfileModule(deps: {
  database: DatabaseHandle;
  clock: Clock;
  logger: FastifyBaseLogger;
  storage: Pick<StorageService, 'saveUpload' | 'remove' | 'registerAccessRule' | 'presentImageUrl'>;
  postalCodes: PostalCodeProvider;
  /** The sign-in throttle: a wrong current password on an e-mail change counts as a failed sign-in. */
  throttle: LoginThrottle;
  accountMail: Pick<AccountMail, 'sendVerification'>;
}): Promise<ProfileModule> {
  const { database, clock, storage, logger } = deps;
  const db = database.db;
  const settingsCache = await createSharedCache<ProfileSettings>({
    database,
    channel: 'profile_settings_changed',
    clock,
    ttlMs: 300_000,
    maxEntries: 100_000,
  });
  const profile = createProfileService({ profileRepo: createProfileRepository(db), settingsCache });
  const userProfileRepo = createUserProfileRepository(db);
  const memberships = createSchoolMemberships(db);
  storage.registerAccessRule(AVATARS_NAMESPACE, avatarsAccessRule);
  const presentUrl = storage.presentImageUrl;
  const platformDirectory = createPlatformDirectory(db, clock);
  const looks = createStoreLooks(db);
  const profileEmail = createProfileEmailService({
    userProfileRepo,
    userDirectory: createUserDirectory(db),
    throttle: deps.throttle,
    platformDirectory,
    accountMail: deps.accountMail,
    changesLimit: createRequestLimit({ clock, windowMs: 15 * 60_000, max: 5 }),
    logger,
  });
  const preferences = createPreferencesService({
    userProfileRepo,
    platformDirectory,
    memberships,
    bannersRepo: createBannersRepository(db),
    looks,
    clock,
  });
  const photo = createProfilePhotoService({ userProfileRepo, storage, logger, presentUrl, looks });

  return {
    outfitChanged: photo.outfitChanged,
    routes: {
      main: [
        mount(profileRoutes, { profile }),
        mount(profileInfoRoutes, {
          info: createProfileInfoService({ userProfileRepo, memberships, presentUrl, profileEmail, looks }),
        }),
        mount(profilePhotoRoutes, { photo }),
        mount(profileAddressRoutes, {
          address: createAddressService({ addressRepo: createAddressRepository(db), postalCodes: deps.postalCodes }),
        }),
        mount(responsiblesRoutes, {
          responsibles: createResponsiblesService({ responsiblesRepo: createResponsiblesRepository(db) }),
        }),
        mount(preferencesRoutes, { preferences }),
      ],
    },
  };
}
