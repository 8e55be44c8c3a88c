import { can } from '@ava/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../mail/mail.module.ts';
import { createConsentAccess } from '../privacy/consent.access.ts';
import { parseKey, type StorageService, UUID } from '../storage/storage.module.ts';
import { createNotificationDelivery } from './notification-delivery.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import {
  createNotificationsService,
  createNotifier,
  NOTIFICATION_FILES_NAMESPACE,
  type Notifier,
} from './notifications.service.ts';
import { createUnreadLive, type UnreadLive } from './unread-live.ts';
import { createPushSender, loadVapidKeys } from './web-push.ts';

export type { Notifier, NotifyInput } from './notifications.service.ts';

export interface NotificationsModule extends AppModule {
  /** For schedules, messages and the help center: `notifier.notify(tx, { platformId, userIds, kind, title, body, link })`. */
  notifier: Notifier;
  /** The live badge (benchmarks count the streams it follows). */
  live: UnreadLive;
}

/**
 * Notifications (README): the educators' notices, the in-app inbox with its live badge, web
 * push and e-mail as each recipient chose. Every fan-out runs on the job queue.
 */
export async function createNotificationsModule(deps: {
  database: Pick<DatabaseHandle, 'db' | 'listen' | 'notify'>;
  queue: JobQueue;
  clock: Clock;
  logger: FastifyBaseLogger;
  storage: Pick<StorageService, 'saveUpload' | 'signedUrl' | 'registerAccessRule'>;
  mailer: Mailer;
  config: {
    DATA_DIR: string;
    PUBLIC_URL: string;
    VAPID_PUBLIC_KEY?: string;
    VAPID_PRIVATE_KEY?: string;
    VAPID_SUBJECT: string;
  };
}): Promise<NotificationsModule> {
  const { database, queue, clock, logger, storage, mailer, config } = deps;
  const { db } = database;
  const repo = createNotificationsRepository(db);
  const transact = transactOn(db);
  const push = createPushSender(await loadVapidKeys(config), logger);
  const live = createUnreadLive({
    database,
    unreadAmounts: (userIds) => repo.unreadAmounts(userIds),
    onError: (error) => logger.warn({ err: error }, 'live unread amount not sent'),
  });
  await live.start();
  storage.registerAccessRule(NOTIFICATION_FILES_NAMESPACE, async (user, key, mode) => {
    const id = parseKey(key).rest.split('/')[0] ?? '';
    if (!UUID.test(id)) return false;
    if (mode === 'write') return can(user.role, 'create.notifications');
    return repo.involves(user.platformId, user.userId, id);
  });
  createNotificationDelivery({
    db,
    repo,
    transact,
    queue,
    live,
    push,
    mailer,
    clock,
    publicUrl: config.PUBLIC_URL,
    logger,
  });
  const notifications = createNotificationsService({
    repo,
    transact,
    queue,
    live,
    storage,
    clock,
    publicKey: push.publicKey,
    consents: createConsentAccess(db),
  });
  return {
    notifier: createNotifier(queue),
    live,
    routes: { main: [mount(notificationsRoutes, { notifications, live })] },
  };
}
