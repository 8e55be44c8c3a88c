import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  CONSENT_MESSAGES,
  type DeliveredNotification,
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_PER_PAGE,
  type Notification,
  type NotificationKind,
  type NotificationSettings,
  notificationCreateSchema,
  roleGroup,
} from '@ava/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { ReceivedFile } from '../../platform/storage/multipart-upload.ts';
import type { ConsentAccess } from '../privacy/consent.access.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { type DeliverJob, type FanoutJob, JOBS, settingsOf } from './notification-delivery.ts';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.ts';
import type { UnreadLive } from './unread-live.ts';

export const NOTIFICATION_FILES_NAMESPACE = 'notifications';
/** A stream ticket is used within this time, once. */
const TICKET_TTL_MS = 60_000;

const fieldError = (field: string, message: string) =>
  badRequest(message, { fields: [{ field: `body.${field}`, message }] });
const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** What another module announces: stored and delivered by a job, never in the caller's request. */
export interface NotifyInput {
  platformId: string;
  userIds: readonly string[];
  kind: NotificationKind;
  title: string;
  body: string;
  /** The app path (or https address) opened from the notification; null for none. */
  link: string | null;
}

export interface Notifier {
  /** Enqueues the notification in the caller's transaction: it is delivered only if that commits. */
  notify(tx: Executor, input: NotifyInput): Promise<void>;
}

export function createNotifier(queue: Pick<JobQueue, 'enqueue'>): Notifier {
  return {
    async notify(tx, input) {
      const userIds = [...new Set(input.userIds)];
      if (userIds.length === 0) return;
      const job: DeliverJob = {
        notificationId: randomUUID(),
        platformId: input.platformId,
        userIds,
        kind: input.kind,
        title: input.title.slice(0, 200),
        body: input.body.slice(0, 2000),
        link: input.link,
      };
      await queue.enqueue(tx, JOBS.deliver, job);
    },
  };
}

export function createNotificationsService(deps: {
  repo: NotificationsRepository;
  transact: Transact;
  queue: Pick<JobQueue, 'enqueue'>;
  live: Pick<UnreadLive, 'changed'>;
  storage: Pick<StorageService, 'saveUpload' | 'signedUrl'>;
  clock: Clock;
  publicKey: string;
  /** A student's browser is kept for push only with their push_notifications consent (LGPD). */
  consents: ConsentAccess;
}) {
  const { repo, transact, queue, live, storage, clock, consents } = deps;

  function present(
    notification: NotificationRow,
    recipient: { read_at: Date | null; archived_at: Date | null },
    senderName: string | null,
  ): Notification {
    return {
      id: notification.id,
      kind: notification.kind,
      title: notification.title,
      body: notification.body,
      link: notification.link,
      image_url: notification.image_key ? storage.signedUrl(notification.image_key) : null,
      sender_name: senderName,
      created_at: notification.created_at.toISOString(),
      read: recipient.read_at !== null,
      archived: recipient.archived_at !== null,
    };
  }

  /** The classrooms the educator may notify: of their schools, and those they teach. */
  async function notifiable(user: AuthContext) {
    const schools = await repo.schoolsOf(user.platformId, user.userId);
    return { schools, classrooms: await repo.notifiableClassrooms(user.platformId, user.userId, schools) };
  }

  async function audienceOf(user: AuthContext, input: z.output<typeof notificationCreateSchema>): Promise<string[]> {
    const { schools, classrooms } = await notifiable(user);
    if (input.listType === 3) {
      if (schools.length === 0) throw badRequest(NOTIFICATION_MESSAGES.schoolRequired);
      return schools;
    }
    const allowed = new Set(classrooms.map((classroom) => classroom.id));
    if (!input.classroom_ids.every((id) => allowed.has(id))) throw forbidden(NOTIFICATION_MESSAGES.classroomForeign);
    return [...new Set(input.classroom_ids)];
  }

  async function changeOwn(user: AuthContext, id: string, change: { archived_at?: Date; deleted_at?: Date }) {
    if (!(await repo.setState(user.platformId, user.userId, id, change)))
      throw notFound(NOTIFICATION_MESSAGES.notFound);
    await live.changed([user.userId]);
  }

  return {
    /** POST /notifications: stores the notice and enqueues its fan-out (the audience is resolved by the job). */
    async create(user: AuthContext, fields: Record<string, string>, image?: ReceivedFile) {
      const parsed = notificationCreateSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw fieldError(String(issue?.path[0] ?? 'title'), issue?.message ?? NOTIFICATION_MESSAGES.titleRequired);
      }
      const input = parsed.data;
      const audienceIds = await audienceOf(user, input);
      const id = randomUUID();
      const imageKey = image
        ? (
            await storage.saveUpload(user, {
              namespace: NOTIFICATION_FILES_NAMESPACE,
              path: id,
              fileName: image.fileName,
              bytes: image.bytes,
              allowed: ['image'],
            })
          ).key
        : null;
      await transact(async (tx) => {
        await repo.insert(
          id,
          {
            platformId: user.platformId,
            senderId: user.userId,
            kind: 'notification',
            title: input.title,
            body: input.body,
            link: input.link ?? null,
            imageKey,
            listType: input.listType,
            audienceIds,
          },
          tx,
        );
        await queue.enqueue(tx, JOBS.fanout, { notificationId: id } satisfies FanoutJob);
      });
      return { id, message: NOTIFICATION_MESSAGES.created };
    },

    async list(user: AuthContext, query: { archived: boolean; page: number }) {
      const offset = (query.page - 1) * NOTIFICATIONS_PER_PAGE;
      const { rows, total } = await repo.inboxPage(
        user.platformId,
        user.userId,
        query.archived,
        NOTIFICATIONS_PER_PAGE,
        offset,
      );
      return {
        notifications: rows.map((row) => present(row.notification, row.recipient, row.sender_name)),
        total,
        page: query.page,
        per_page: NOTIFICATIONS_PER_PAGE,
      };
    },

    async amount(user: Pick<AuthContext, 'platformId' | 'userId'>) {
      return { amount: await repo.unreadAmount(user.platformId, user.userId) };
    },

    /** Opens one of the user's notifications, which marks it read. */
    async details(user: AuthContext, id: string): Promise<Notification> {
      const row = await repo.inboxEntry(user.platformId, user.userId, id);
      if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
      if (!row.recipient.read_at) {
        const now = clock.now();
        await repo.markRead(user.userId, id, now);
        await live.changed([user.userId]);
        return present(row.notification, { ...row.recipient, read_at: now }, row.sender_name);
      }
      return present(row.notification, row.recipient, row.sender_name);
    },

    async archive(user: AuthContext, id: string) {
      await changeOwn(user, id, { archived_at: clock.now() });
      return { message: NOTIFICATION_MESSAGES.archived };
    },

    /** Removes it from the user's list only; the sender's read counts keep it. */
    async remove(user: AuthContext, id: string) {
      await changeOwn(user, id, { deleted_at: clock.now() });
      return { message: NOTIFICATION_MESSAGES.deleted };
    },

    async delivered(user: AuthContext, query: { page: number }) {
      const { rows, total } = await repo.sentPage(
        user.platformId,
        user.userId,
        NOTIFICATIONS_PER_PAGE,
        (query.page - 1) * NOTIFICATIONS_PER_PAGE,
      );
      const names = await repo.audienceNames([...new Set(rows.flatMap((row) => row.notification.audience_ids))]);
      const notifications: DeliveredNotification[] = rows.map(({ notification, recipients, read }) => ({
        id: notification.id,
        title: notification.title,
        body: notification.body,
        image_url: notification.image_key ? storage.signedUrl(notification.image_key) : null,
        list_type: notification.list_type,
        audience: notification.audience_ids.map((id) => names.get(id) ?? ''),
        created_at: notification.created_at.toISOString(),
        recipients,
        read,
      }));
      return { notifications, total, page: query.page, per_page: NOTIFICATIONS_PER_PAGE };
    },

    async classrooms(user: AuthContext) {
      const { classrooms } = await notifiable(user);
      return { classrooms: classrooms.map(({ id, name, school_name }) => ({ id, name, school_name })) };
    },

    async settings(user: AuthContext): Promise<NotificationSettings> {
      const [row] = await repo.settingsOf([user.userId]);
      return settingsOf(row);
    },

    async saveSettings(user: AuthContext, settings: NotificationSettings): Promise<NotificationSettings> {
      await repo.saveSettings({
        userId: user.userId,
        platformId: user.platformId,
        channels: settings.channels,
        quietStart: settings.quiet_start,
        quietEnd: settings.quiet_end,
      });
      return settings;
    },

    async subscribe(user: AuthContext, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
      if (
        roleGroup(user.role) === 'student' &&
        !(await consents.granted(user.platformId, user.userId, 'push_notifications'))
      ) {
        throw forbidden(CONSENT_MESSAGES.pushWithoutConsent);
      }
      await repo.saveSubscription({
        platformId: user.platformId,
        userId: user.userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      });
      return { message: NOTIFICATION_MESSAGES.subscribed };
    },

    publicKey: () => ({ public_key: deps.publicKey }),

    /** A single-use ticket, valid for a minute, that opens the live badge stream (EventSource sends no header). */
    async ticket(user: AuthContext) {
      const ticket = randomBytes(24).toString('base64url');
      await repo.saveTicket({
        hash: hashOf(ticket),
        userId: user.userId,
        platformId: user.platformId,
        expiresAt: new Date(clock.now().getTime() + TICKET_TTL_MS),
      });
      return { ticket };
    },

    /** The user a ticket was given to, using it up. */
    async streamUser(ticket: string): Promise<{ userId: string; platformId: string }> {
      const row = await repo.takeTicket(hashOf(ticket), clock.now());
      if (!row) throw new AppError(401, NOTIFICATION_MESSAGES.ticketInvalid);
      return { userId: row.user_id, platformId: row.platform_id };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
