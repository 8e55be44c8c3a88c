import { EDUCATOR_ROLES, type NotificationKind, STUDENT_ROLES } from '@ava/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { users } from '../identity/identity.tables.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { consentGranted } from '../privacy/privacy.tables.ts';
import { classroomMembers, classrooms, guardianLinks, schoolMemberships, schools } from '../tenancy/tenancy.tables.ts';
import {
  notificationRecipients,
  notificationSettings,
  notificationStreamTickets,
  notifications,
  webPushSubscriptions,
} from './notifications.tables.ts';

export interface NewNotification {
  platformId: string;
  senderId: string | null;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  imageKey: string | null;
  listType: number | null;
  audienceIds: string[];
}

export type NotificationRow = typeof notifications.$inferSelect;

const inbox = (platformId: string, userId: string) =>
  and(
    eq(notificationRecipients.platform_id, platformId),
    eq(notificationRecipients.user_id, userId),
    isNull(notificationRecipients.deleted_at),
  );

export function createNotificationsRepository(db: Executor) {
  return {
    /** Stores the notification under `id`; a retried job finds it already there. */
    async insert(id: string, values: NewNotification, tx: Executor = db): Promise<NotificationRow> {
      await tx
        .insert(notifications)
        .values({
          id,
          platform_id: values.platformId,
          sender_id: values.senderId,
          kind: values.kind,
          title: values.title,
          body: values.body,
          link: values.link,
          image_key: values.imageKey,
          list_type: values.listType,
          audience_ids: values.audienceIds,
        })
        .onConflictDoNothing();
      const [row] = await tx.select().from(notifications).where(eq(notifications.id, id));
      if (!row) throw new Error('notification not stored');
      return row;
    },

    async byId(id: string, tx: Executor = db): Promise<NotificationRow | null> {
      const [row] = await tx.select().from(notifications).where(eq(notifications.id, id));
      return row ?? null;
    },

    /** Stores the in-app rows; answers the users that had none yet (a retried job adds no twin). */
    async addRecipients(
      notification: Pick<NotificationRow, 'id' | 'platform_id'>,
      userIds: readonly string[],
      tx: Executor = db,
    ): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await tx
        .insert(notificationRecipients)
        .values(
          userIds.map((userId) => ({
            notification_id: notification.id,
            user_id: userId,
            platform_id: notification.platform_id,
          })),
        )
        .onConflictDoNothing()
        .returning({ user_id: notificationRecipients.user_id });
      return rows.map((row) => row.user_id);
    },

    /** Users of the platform among `userIds` (a caller's list is never trusted across platforms). */
    async usersOfPlatform(platformId: string, userIds: readonly string[], tx: Executor = db): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.platform_id, platformId), inArray(users.id, [...userIds]), isNull(users.blocked_at)));
      return rows.map((row) => row.id);
    },

    /** The schools an educator belongs to. */
    async schoolsOf(platformId: string, userId: string, tx: Executor = db): Promise<string[]> {
      const rows = await tx
        .select({ id: schoolMemberships.school_id })
        .from(schoolMemberships)
        .where(and(eq(schoolMemberships.platform_id, platformId), eq(schoolMemberships.user_id, userId)));
      return rows.map((row) => row.id);
    },

    /** Classrooms of the given schools, or taught by the user: those an educator may notify. */
    async notifiableClassrooms(platformId: string, userId: string, schoolIds: readonly string[], tx: Executor = db) {
      const taught = tx
        .select({ id: classroomMembers.classroom_id })
        .from(classroomMembers)
        .where(and(eq(classroomMembers.user_id, userId), eq(classroomMembers.role, 'teacher')));
      return tx
        .select({
          id: classrooms.id,
          name: classrooms.name,
          school_id: classrooms.school_id,
          school_name: schools.name,
        })
        .from(classrooms)
        .innerJoin(schools, eq(schools.id, classrooms.school_id))
        .where(
          and(
            eq(classrooms.platform_id, platformId),
            or(
              schoolIds.length > 0 ? inArray(classrooms.school_id, [...schoolIds]) : sql`false`,
              inArray(classrooms.id, taught),
            ),
          ),
        )
        .orderBy(asc(schools.name), asc(classrooms.name));
    },

    /** The students of the classrooms and their guardians. */
    async classroomAudience(platformId: string, classroomIds: readonly string[], tx: Executor = db): Promise<string[]> {
      if (classroomIds.length === 0) return [];
      const students = await tx
        .selectDistinct({ id: classroomMembers.user_id })
        .from(classroomMembers)
        .where(
          and(
            eq(classroomMembers.platform_id, platformId),
            inArray(classroomMembers.classroom_id, [...classroomIds]),
            eq(classroomMembers.role, 'student'),
          ),
        );
      const studentIds = students.map((row) => row.id);
      if (studentIds.length === 0) return [];
      const guardians = await tx
        .selectDistinct({ id: guardianLinks.guardian_id })
        .from(guardianLinks)
        .where(and(eq(guardianLinks.platform_id, platformId), inArray(guardianLinks.student_id, studentIds)));
      return [...new Set([...studentIds, ...guardians.map((row) => row.id)])];
    },

    /** The educators (teachers, coordinators, assistants) of the schools, but the sender. */
    async educatorsOf(platformId: string, schoolIds: readonly string[], exceptId: string, tx: Executor = db) {
      if (schoolIds.length === 0) return [];
      const rows = await tx
        .selectDistinct({ id: users.id })
        .from(schoolMemberships)
        .innerJoin(users, eq(users.id, schoolMemberships.user_id))
        .where(
          and(
            eq(schoolMemberships.platform_id, platformId),
            inArray(schoolMemberships.school_id, [...schoolIds]),
            inArray(users.role, [...EDUCATOR_ROLES]),
            ne(users.id, exceptId),
          ),
        );
      return rows.map((row) => row.id);
    },

    async inboxPage(platformId: string, userId: string, archived: boolean, limit: number, offset: number) {
      const where = and(
        inbox(platformId, userId),
        archived ? isNotNull(notificationRecipients.archived_at) : isNull(notificationRecipients.archived_at),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ notification: notifications, recipient: notificationRecipients, sender_name: users.name })
          .from(notificationRecipients)
          .innerJoin(notifications, eq(notifications.id, notificationRecipients.notification_id))
          .leftJoin(users, eq(users.id, notifications.sender_id))
          .where(where)
          .orderBy(desc(notificationRecipients.created_at), desc(notifications.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(notificationRecipients).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** Unread, not archived and not deleted. */
    async unreadAmount(platformId: string, userId: string, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ amount: count() })
        .from(notificationRecipients)
        .where(
          and(
            inbox(platformId, userId),
            isNull(notificationRecipients.read_at),
            isNull(notificationRecipients.archived_at),
          ),
        );
      return row?.amount ?? 0;
    },

    /** Unread amounts of several users at once (the live badge of every stream an instance holds). */
    async unreadAmounts(userIds: readonly string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ user_id: notificationRecipients.user_id, amount: count() })
        .from(notificationRecipients)
        .where(
          and(
            inArray(notificationRecipients.user_id, [...userIds]),
            isNull(notificationRecipients.deleted_at),
            isNull(notificationRecipients.read_at),
            isNull(notificationRecipients.archived_at),
          ),
        )
        .groupBy(notificationRecipients.user_id);
      return new Map(rows.map((row) => [row.user_id, row.amount]));
    },

    /** Recipients among `userIds` that have not read the notification (nor archived or deleted it). */
    async unreadBy(id: string, userIds: readonly string[], tx: Executor = db): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await tx
        .select({ user_id: notificationRecipients.user_id })
        .from(notificationRecipients)
        .where(
          and(
            eq(notificationRecipients.notification_id, id),
            inArray(notificationRecipients.user_id, [...userIds]),
            isNull(notificationRecipients.read_at),
            isNull(notificationRecipients.archived_at),
            isNull(notificationRecipients.deleted_at),
          ),
        );
      return rows.map((row) => row.user_id);
    },

    async platformSlug(platformId: string, tx: Executor = db): Promise<string> {
      const [row] = await tx.select({ slug: platforms.slug }).from(platforms).where(eq(platforms.id, platformId));
      return row?.slug ?? '';
    },

    async inboxEntry(platformId: string, userId: string, id: string, tx: Executor = db) {
      const [row] = await tx
        .select({ notification: notifications, recipient: notificationRecipients, sender_name: users.name })
        .from(notificationRecipients)
        .innerJoin(notifications, eq(notifications.id, notificationRecipients.notification_id))
        .leftJoin(users, eq(users.id, notifications.sender_id))
        .where(and(inbox(platformId, userId), eq(notificationRecipients.notification_id, id)));
      return row ?? null;
    },

    async markRead(userId: string, id: string, at: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(notificationRecipients)
        .set({ read_at: at })
        .where(
          and(
            eq(notificationRecipients.user_id, userId),
            eq(notificationRecipients.notification_id, id),
            isNull(notificationRecipients.read_at),
          ),
        );
    },

    /** Archives (or deletes) the user's own entry; answers whether there was one. */
    async setState(
      platformId: string,
      userId: string,
      id: string,
      change: { archived_at?: Date; deleted_at?: Date },
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(notificationRecipients)
        .set(change)
        .where(and(inbox(platformId, userId), eq(notificationRecipients.notification_id, id)))
        .returning({ id: notificationRecipients.notification_id });
      return rows.length > 0;
    },

    /** What a sender sent, with how many received and read each. */
    async sentPage(platformId: string, senderId: string, limit: number, offset: number) {
      const where = and(eq(notifications.platform_id, platformId), eq(notifications.sender_id, senderId));
      const recipients = db
        .select({
          notification_id: notificationRecipients.notification_id,
          recipients: count().as('recipients'),
          read: count(notificationRecipients.read_at).as('read'),
        })
        .from(notificationRecipients)
        .groupBy(notificationRecipients.notification_id)
        .as('recipients');
      const [rows, [total]] = await Promise.all([
        db
          .select({
            notification: notifications,
            recipients: sql<number>`coalesce(${recipients.recipients}, 0)::int`,
            read: sql<number>`coalesce(${recipients.read}, 0)::int`,
          })
          .from(notifications)
          .leftJoin(recipients, eq(recipients.notification_id, notifications.id))
          .where(where)
          .orderBy(desc(notifications.created_at), desc(notifications.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(notifications).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** Names of classrooms or schools, by id, for the audience of what was sent. */
    async audienceNames(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const [rooms, places] = await Promise.all([
        db
          .select({ id: classrooms.id, name: classrooms.name })
          .from(classrooms)
          .where(inArray(classrooms.id, [...ids])),
        db
          .select({ id: schools.id, name: schools.name })
          .from(schools)
          .where(inArray(schools.id, [...ids])),
      ]);
      return new Map([...rooms, ...places].map((row) => [row.id, row.name]));
    },

    /** Whether the user sent the notification or received it (who may see its image). */
    async involves(platformId: string, userId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .leftJoin(
          notificationRecipients,
          and(eq(notificationRecipients.notification_id, notifications.id), eq(notificationRecipients.user_id, userId)),
        )
        .where(
          and(
            eq(notifications.platform_id, platformId),
            eq(notifications.id, id),
            or(eq(notifications.sender_id, userId), isNotNull(notificationRecipients.user_id)),
          ),
        );
      return Boolean(row);
    },

    async settingsOf(userIds: readonly string[], tx: Executor = db) {
      if (userIds.length === 0) return [];
      return tx
        .select()
        .from(notificationSettings)
        .where(inArray(notificationSettings.user_id, [...userIds]));
    },

    async saveSettings(
      values: {
        userId: string;
        platformId: string;
        channels: unknown;
        quietStart: string | null;
        quietEnd: string | null;
      },
      tx: Executor = db,
    ): Promise<void> {
      const set = { channels: values.channels, quiet_start: values.quietStart, quiet_end: values.quietEnd };
      await tx
        .insert(notificationSettings)
        .values({ user_id: values.userId, platform_id: values.platformId, ...set })
        .onConflictDoUpdate({ target: notificationSettings.user_id, set });
    },

    /** The e-mail addresses of the users that have one. */
    async emailsOf(userIds: readonly string[], tx: Executor = db) {
      if (userIds.length === 0) return [];
      return tx
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(and(inArray(users.id, [...userIds]), isNotNull(users.email)));
    },

    /** Keeps a browser's subscription for the user (a browser that changes hands changes owner). */
    async saveSubscription(
      values: { platformId: string; userId: string; endpoint: string; p256dh: string; auth: string },
      tx: Executor = db,
    ): Promise<void> {
      const set = { platform_id: values.platformId, user_id: values.userId, p256dh: values.p256dh, auth: values.auth };
      await tx
        .insert(webPushSubscriptions)
        .values({ endpoint: values.endpoint, ...set })
        .onConflictDoUpdate({ target: webPushSubscriptions.endpoint, set });
    },

    /**
     * The browsers to push to: every one of these users', but a student's only with their
     * push_notifications consent (LGPD: their guardian's for a child); others consented by subscribing.
     */
    async subscriptionsOf(userIds: readonly string[], tx: Executor = db) {
      if (userIds.length === 0) return [];
      return tx
        .select({
          endpoint: webPushSubscriptions.endpoint,
          p256dh: webPushSubscriptions.p256dh,
          auth: webPushSubscriptions.auth,
        })
        .from(webPushSubscriptions)
        .innerJoin(users, eq(users.id, webPushSubscriptions.user_id))
        .where(
          and(
            inArray(webPushSubscriptions.user_id, [...userIds]),
            or(
              notInArray(users.role, [...STUDENT_ROLES]),
              consentGranted(webPushSubscriptions.user_id, 'push_notifications'),
            ),
          ),
        );
    },

    async dropSubscription(endpoint: string, tx: Executor = db): Promise<void> {
      await tx.delete(webPushSubscriptions).where(eq(webPushSubscriptions.endpoint, endpoint));
    },

    async saveTicket(values: { hash: string; userId: string; platformId: string; expiresAt: Date }): Promise<void> {
      await db.insert(notificationStreamTickets).values({
        ticket_hash: values.hash,
        user_id: values.userId,
        platform_id: values.platformId,
        expires_at: values.expiresAt,
      });
    },

    /** Uses up a ticket: answers its user when it existed and had not expired. */
    async takeTicket(hash: string, now: Date) {
      const [row] = await db
        .delete(notificationStreamTickets)
        .where(eq(notificationStreamTickets.ticket_hash, hash))
        .returning();
      await db.delete(notificationStreamTickets).where(lt(notificationStreamTickets.expires_at, now));
      return row && row.expires_at > now ? row : null;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
