import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { Notifier } from '../notifications/notifications.module.ts';
import { createPlatformDirectory } from '../platforms/platforms.module.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { createContactsRepository } from './contacts.repository.ts';
import { createMessageFilesAccess, MESSAGE_FILES_NAMESPACE } from './messaging.access.ts';
import { createMessagingRepository } from './messaging.repository.ts';
import { messagingRoutes } from './messaging.routes.ts';
import { createMessagingService } from './messaging.service.ts';

/** Messaging (document 3 section 7): conversations between two people and the educator's message to many; main service. */
export function createMessagingModule(deps: {
  db: Executor;
  clock: Clock;
  storage: Pick<StorageService, 'saveUpload' | 'readableKeys' | 'signedUrl' | 'registerAccessRule'>;
  notifier: Notifier;
}): AppModule {
  const { db, clock, storage, notifier } = deps;
  const messaging = createMessagingService({
    repo: createMessagingRepository(db),
    contactsRepo: createContactsRepository(db),
    storage,
    platforms: createPlatformDirectory(db, clock),
    clock,
    transact: transactOn(db),
    notifier,
  });
  storage.registerAccessRule(MESSAGE_FILES_NAMESPACE, createMessageFilesAccess(messaging));
  return { routes: { main: [mount(messagingRoutes, { messaging })] } };
}
