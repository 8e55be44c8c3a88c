import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationKind,
  type NotificationSettings,
  notificationSettingsSchema,
} from '@ava/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../mail/mail.module.ts';
import { notificationMail } from './notification-mail.ts';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.ts';
import type { UnreadLive } from './unread-live.ts';
import type { PushSender } from './web-push.ts';

/** Job kinds of the module. */
export const JOBS = {
  /** An educator's notice: resolves its audience, then delivers. */
  fanout: 'notifications.fanout',
  /** notifier.notify: stores the notification for the given users, then delivers. */
  deliver: 'notifications.deliver',
  /** Push and e-mail held through a recipient's quiet hours, sent when they end if still unread. */
  remind: 'notifications.remind',
} as const;

export interface FanoutJob {
  notificationId: string;
}
export interface DeliverJob {
  notificationId: string;
  platformId: string;
  userIds: string[];
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}
export interface RemindJob {
  notificationId: string;
  userIds: string[];
}

/** In-app rows are written this many at a time. */
const RECIPIENTS_PER_INSERT = 1000;
/** Pushes handed to push services at once. */
const PUSHES_AT_ONCE = 50;
const MAILS_AT_ONCE = 4;
const DAY_MINUTES = 24 * 60;
/** Brazil keeps UTC-3 all year since 2019 (see saoPauloDay). */
const SAO_PAULO_OFFSET_MINUTES = -180;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Milliseconds until the quiet hours end, or 0 when `now` is outside them (São Paulo time). */
export function quietFor(settings: Pick<NotificationSettings, 'quiet_start' | 'quiet_end'>, now: Date): number {
  if (!settings.quiet_start || !settings.quiet_end || settings.quiet_start === settings.quiet_end) return 0;
  const start = minutesOf(settings.quiet_start);
  const end = minutesOf(settings.quiet_end);
  const exact = (now.getTime() / 60_000 + SAO_PAULO_OFFSET_MINUTES) % DAY_MINUTES;
  const minute = (exact + DAY_MINUTES) % DAY_MINUTES;
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return 0;
  return Math.ceil((((end - minute + DAY_MINUTES) % DAY_MINUTES) * 60_000) / 1000) * 1000;
}

/** A stored settings row as the contract's shape (defaults for kinds added since it was saved). */
export function settingsOf(
  row: { channels: unknown; quiet_start: string | null; quiet_end: string | null } | undefined,
): NotificationSettings {
  if (!row) return DEFAULT_NOTIFICATION_SETTINGS;
  const parsed = notificationSettingsSchema.safeParse({
    channels: { ...DEFAULT_NOTIFICATION_SETTINGS.channels, ...(row.channels as object) },
    quiet_start: row.quiet_start,
    quiet_end: row.quiet_end,
  });
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATION_SETTINGS;
}

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

export interface DeliveryDeps {
  db: Executor;
  repo: NotificationsRepository;
  transact: Transact;
  queue: JobQueue;
  live: UnreadLive;
  push: PushSender;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  logger: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/**
 * Everything after the request: the audience, one in-app row per recipient, the live badge,
 * then push and e-mail as each recipient chose (held through their quiet hours).
 */
export function createNotificationDelivery(deps: DeliveryDeps) {
  const { db, repo, transact, queue, live, push, mailer, clock, publicUrl, logger } = deps;

  /** Where a click leads: the notification's link, else the platform's landing page. */
  async function pathOf(notification: NotificationRow): Promise<string> {
    if (notification.link) return notification.link;
    return `/${await repo.platformSlug(notification.platform_id)}`;
  }

  /** Push and e-mail to users who have not read it yet, by their settings; quiet hours postpone both. */
  async function sendChannels(notification: NotificationRow, userIds: readonly string[]): Promise<void> {
    const now = clock.now();
    const rows = new Map((await repo.settingsOf(userIds)).map((row) => [row.user_id, row]));
    const pushTo: string[] = [];
    const mailTo: string[] = [];
    const held = new Map<number, string[]>();
    for (const userId of userIds) {
      const settings = settingsOf(rows.get(userId));
      const channels = settings.channels[notification.kind];
      if (!channels.push && !channels.email) continue;
      const wait = quietFor(settings, now);
      if (wait > 0) {
        held.set(wait, [...(held.get(wait) ?? []), userId]);
        continue;
      }
      if (channels.push) pushTo.push(userId);
      if (channels.email) mailTo.push(userId);
    }
    for (const [wait, users] of held) {
      await queue.enqueue(db, JOBS.remind, { notificationId: notification.id, userIds: users } satisfies RemindJob, {
        delayMs: wait,
      });
    }
    const url = await pathOf(notification);
    const subscriptions = await repo.subscriptionsOf(pushTo);
    await inBatches(subscriptions, PUSHES_AT_ONCE, async (subscription) => {
      const outcome = await push.send(subscription, {
        id: notification.id,
        title: notification.title,
        body: notification.body,
        url,
      });
      if (outcome === 'gone') await repo.dropSubscription(subscription.endpoint);
    });
    const addresses = await repo.emailsOf(mailTo);
    await inBatches(addresses, MAILS_AT_ONCE, async (address) => {
      if (!address.email) return;
      try {
        await mailer.send({
          ...notificationMail({ name: address.name, notification, link: new URL(url, publicUrl).toString() }),
          to: address.email,
          platformId: notification.platform_id,
        });
      } catch (error) {
        // The in-app notification is there; one refused address does not resend to everyone.
        logger.warn({ err: error, notification: notification.id }, 'notification mail not sent');
      }
    });
  }

  /** In-app rows for users who have none yet (a retried job adds no twin), then the badge and channels. */
  async function deliver(notification: NotificationRow, userIds: readonly string[]): Promise<void> {
    const added: string[] = [];
    for (let start = 0; start < userIds.length; start += RECIPIENTS_PER_INSERT) {
      const stored = await repo.addRecipients(notification, userIds.slice(start, start + RECIPIENTS_PER_INSERT));
      // Each batch's badges move as soon as its rows are stored.
      await live.changed(stored);
      added.push(...stored);
    }
    await sendChannels(notification, added);
    logger.info({ notification: notification.id, recipients: added.length }, 'notification delivered');
  }

  /** The audience of an educator's notice, decided when it is delivered. */
  async function audienceOf(notification: NotificationRow): Promise<string[]> {
    if (notification.list_type === 3) {
      return repo.educatorsOf(notification.platform_id, notification.audience_ids, notification.sender_id ?? '');
    }
    return repo.classroomAudience(notification.platform_id, notification.audience_ids);
  }

  queue.handle<FanoutJob>(JOBS.fanout, async ({ notificationId }) => {
    const notification = await repo.byId(notificationId);
    if (notification) await deliver(notification, await audienceOf(notification));
  });

  queue.handle<DeliverJob>(JOBS.deliver, async (job) => {
    const userIds = await repo.usersOfPlatform(job.platformId, job.userIds);
    if (userIds.length === 0) return;
    const notification = await transact((tx: Executor) =>
      repo.insert(
        job.notificationId,
        {
          platformId: job.platformId,
          senderId: null,
          kind: job.kind,
          title: job.title,
          body: job.body,
          link: job.link,
          imageKey: null,
          listType: null,
          audienceIds: [],
        },
        tx,
      ),
    );
    await deliver(notification, userIds);
  });

  queue.handle<RemindJob>(JOBS.remind, async ({ notificationId, userIds }) => {
    const notification = await repo.byId(notificationId);
    if (notification) await sendChannels(notification, await repo.unreadBy(notificationId, userIds));
  });
}
