import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
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
  /** The bytes' store itself, for what keeps files outside `stored_files` (a person's data export). */
  fileStore: FileStore;
}

interface StorageDeps {
  config: StorageConfig & { STORAGE_URL_SECRET?: string };
  db: Database;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}

/** The storage service on its own, for what stores files outside a request (the demo seed, before the app starts). */
export async function openStorageService(
  deps: StorageDeps,
  store = openFileStore(deps.config),
): Promise<StorageService> {
  return createStorageService({
    store,
    storageRepo: createStorageRepository(deps.db),
    fileUrls: createFileUrls({ secret: await loadUrlSecret(deps.config), clock: deps.clock }),
    logger: deps.logger,
  });
}

export async function createStorageModule(deps: StorageDeps): Promise<StorageModule> {
  const fileStore = openFileStore(deps.config);
  const storage = await openStorageService(deps, fileStore);
  return { storage, fileStore, routes: { storage: [mount(storageRoutes, { storage })] } };
}
