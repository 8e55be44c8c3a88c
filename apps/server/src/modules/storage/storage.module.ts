import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { openFileStore, type StorageConfig } from '../../platform/storage/open-file-store.ts';
import { loadUrlSecret } from '../../platform/storage/url-secret.ts';
import { createFileUrls } from './file-urls.ts';
import { createStorageRepository } from './storage.repository.ts';
import { storageRoutes } from './storage.routes.ts';
import { createStorageService, type StorageService } from './storage.service.ts';

export { type PresentedMedia, presentedMedia } from './presented-media.ts';
export { urlOfKey } from './storage.presenter.ts';
export type { AccessMode, AccessRule, StorageService } from './storage.service.ts';
export { parseKey, resolveKey, UUID } from './storage-keys.ts';

export interface StorageModule extends AppModule {
  /** Modules add access rules for their namespaces and save their uploads through it. */
  storage: StorageService;
}

interface StorageDeps {
  config: StorageConfig & { STORAGE_URL_SECRET?: string };
  db: Database;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}

/** The storage service on its own, for what stores files outside a request (the demo seed, before the app starts). */
export async function openStorageService(deps: StorageDeps): Promise<StorageService> {
  return createStorageService({
    store: openFileStore(deps.config),
    storageRepo: createStorageRepository(deps.db),
    fileUrls: createFileUrls({ secret: await loadUrlSecret(deps.config), clock: deps.clock }),
    logger: deps.logger,
  });
}

export async function createStorageModule(deps: StorageDeps): Promise<StorageModule> {
  const storage = await openStorageService(deps);
  return { storage, routes: { storage: [mount(storageRoutes, { storage })] } };
}
