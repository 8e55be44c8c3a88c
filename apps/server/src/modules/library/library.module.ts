import { roleGroup } from '@ava/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { AccessRule, StorageService } from '../storage/storage.module.ts';
import { createLibraryRepository } from './library.repository.ts';
import { libraryRoutes } from './library.routes.ts';
import { createLibraryService } from './library.service.ts';

export { createLibraryRepository, type NewLibraryItem } from './library.repository.ts';

/** Files of the library's items (`library/<folder>/`). */
export const LIBRARY_FILES_NAMESPACE = 'library';

/** Everyone signed in reads the items' files (the urls handed out are signed); administrators add them. */
const libraryFilesRule: AccessRule = async (user, _key, mode) => mode === 'read' || roleGroup(user.role) === 'admin';

/** Registers who reads and writes the library's files with a storage service (the app and the seed). */
export function registerLibraryFilesRule(storage: Pick<StorageService, 'registerAccessRule'>): void {
  storage.registerAccessRule(LIBRARY_FILES_NAMESPACE, libraryFilesRule);
}

/** The content library (document 3 'Content library'), the 'library' service. */
export function createLibraryModule(deps: {
  db: Database;
  clock: Clock;
  storage: Pick<StorageService, 'registerAccessRule' | 'signedUrl'>;
}): AppModule {
  registerLibraryFilesRule(deps.storage);
  const repo = createLibraryRepository(deps.db);
  const library = createLibraryService({ repo, url: (key) => deps.storage.signedUrl(key), clock: deps.clock });
  return { routes: { library: [mount(libraryRoutes, { library })] } };
}
