import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { users } from '../identity/identity.tables.ts';
import { schoolsOfPerson } from './contacts.repository.ts';
import { conversations, messageReports, messages } from './messaging.tables.ts';

export interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  sender_name: string;
  sender_role: string;
  recipient_id: string;
  recipient_name: string;
  recipient_role: string;
  body: string;
  image_key: string | null;
  about_id: string | null;
  about_name: string | null;
  created_at: Date | string;
  read_at: Date | string | null;
  reported: boolean;
}

export interface MailerRow {
  id: string;
  contact_id: string;
  contact_name: string;
  contact_role: string;
  body: string;
  has_image: boolean;
  mine: boolean;
  created_at: Date | string;
  unread: number;
}

export interface ReportRow extends MessageRow {
  report_id: string;
  reason: string;
  reported_at: Date | string;
  reporter_id: string;
  reporter_name: string;
  reporter_role: string;
}

export interface NewMessage {
  platform_id: string;
  sender_id: string;
  recipient_id: string;
  body: string;
  image_key?: string | null;
  about_id?: string | null;
}

/** The pair of a conversation in its stored order. */
const ordered = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/** Messages with their people; `reported` says whether the viewer reported each. */
const selectMessages = (viewerId: string, where: SQL, order: SQL, limit: number) => sql`
  select m.id, m.conversation_id, m.sender_id, s.name as sender_name, s.role::text as sender_role,
    m.recipient_id, r.name as recipient_name, r.role::text as recipient_role, m.body, m.image_key,
    m.about_id, a.name as about_name, m.created_at, m.read_at,
    exists (select 1 from message_reports mr where mr.message_id = m.id and mr.reporter_id = ${viewerId}) as reported
  from messages m join users s on s.id = m.sender_id join users r on r.id = m.recipient_id
  left join users a on a.id = m.about_id
  where ${where} order by ${order} limit ${limit}`;

export function createMessagingRepository(db: Executor) {
  return {
    /** The conversation of two people, if they have one. */
    async conversationBetween(platformId: string, a: string, b: string) {
      const [userA, userB] = ordered(a, b);
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            eq(conversations.platform_id, platformId),
            eq(conversations.user_a, userA),
            eq(conversations.user_b, userB),
          ),
        );
      return row ?? null;
    },

    /** The conversations of one person with each of others (by the other's id), opened where they have none. */
    async ensureConversations(
      platformId: string,
      userId: string,
      others: readonly string[],
      tx: Executor = db,
    ): Promise<Map<string, string>> {
      if (others.length === 0) return new Map();
      const rows = await tx
        .insert(conversations)
        .values(
          others.map((other) => {
            const [userA, userB] = ordered(userId, other);
            return { platform_id: platformId, user_a: userA, user_b: userB };
          }),
        )
        .onConflictDoUpdate({
          target: [conversations.platform_id, conversations.user_a, conversations.user_b],
          set: { updated_at: sql`now()` },
        })
        .returning({ id: conversations.id, user_a: conversations.user_a, user_b: conversations.user_b });
      return new Map(rows.map((row) => [row.user_a === userId ? row.user_b : row.user_a, row.id]));
    },

    /** Someone of the platform, by id. */
    async person(platformId: string, userId: string, tx: Executor = db) {
      const [row = null] = await this.people(platformId, [userId], tx);
      return row;
    },

    /** People of the platform, by id. */
    async people(platformId: string, userIds: readonly string[], tx: Executor = db) {
      if (userIds.length === 0) return [];
      return tx
        .select({ id: users.id, name: users.name, role: users.role })
        .from(users)
        .where(and(eq(users.platform_id, platformId), inArray(users.id, [...userIds])));
    },

    /** A conversation the user takes part in, with the other person's id. */
    async conversationOf(platformId: string, conversationId: string, userId: string) {
      const [row] = await db
        .select({ id: conversations.id, user_a: conversations.user_a, user_b: conversations.user_b })
        .from(conversations)
        .where(and(eq(conversations.platform_id, platformId), eq(conversations.id, conversationId)));
      if (!row || (row.user_a !== userId && row.user_b !== userId)) return null;
      return { id: row.id, contactId: row.user_a === userId ? row.user_b : row.user_a };
    },

    /** Stores messages (each in its conversation) and moves their conversations to the top. */
    async insertMessages(rows: (NewMessage & { conversation_id: string })[], at: Date, tx: Executor = db) {
      if (rows.length === 0) return [];
      const stored = await tx
        .insert(messages)
        .values(rows.map((row) => ({ ...row, created_at: at, updated_at: at })))
        .returning({ id: messages.id });
      const ids = [...new Set(rows.map((row) => row.conversation_id))];
      await tx.execute(sql`update conversations set last_message_at = ${at.toISOString()}::timestamptz, updated_at = now()
        where id in ${ids}`);
      return stored.map((row) => row.id);
    },

    async messagesByIds(platformId: string, viewerId: string, ids: readonly string[]): Promise<MessageRow[]> {
      return rowsOf<MessageRow>(
        await db.execute(
          selectMessages(
            viewerId,
            sql`m.platform_id = ${platformId} and m.id in ${ids}`,
            sql`m.created_at`,
            ids.length,
          ),
        ),
      );
    },

    /** A page of a conversation, the newest first, older than `before` when given. */
    async page(platformId: string, viewerId: string, conversationId: string, before: MessageRow | null, limit: number) {
      const older = before
        ? sql` and (m.created_at, m.id) < (${new Date(before.created_at).toISOString()}::timestamptz, ${before.id})`
        : sql``;
      return rowsOf<MessageRow>(
        await db.execute(
          selectMessages(
            viewerId,
            sql`m.platform_id = ${platformId} and m.conversation_id = ${conversationId}${older}`,
            sql`m.created_at desc, m.id desc`,
            limit,
          ),
        ),
      );
    },

    /** Up to `size` messages on each side of one, oldest first. */
    async around(platformId: string, viewerId: string, message: MessageRow, size: number): Promise<MessageRow[]> {
      const at = sql`(${new Date(message.created_at).toISOString()}::timestamptz, ${message.id}::uuid)`;
      const where = (side: SQL) =>
        sql`m.platform_id = ${platformId} and m.conversation_id = ${message.conversation_id} and ${side}`;
      const before = rowsOf<MessageRow>(
        await db.execute(
          selectMessages(viewerId, where(sql`(m.created_at, m.id) < ${at}`), sql`m.created_at desc, m.id desc`, size),
        ),
      );
      const after = rowsOf<MessageRow>(
        await db.execute(
          selectMessages(viewerId, where(sql`(m.created_at, m.id) >= ${at}`), sql`m.created_at, m.id`, size + 1),
        ),
      );
      return [...before.reverse(), ...after];
    },

    async markRead(platformId: string, conversationId: string, userId: string, at: Date): Promise<void> {
      await db
        .update(messages)
        .set({ read_at: at })
        .where(
          and(
            eq(messages.platform_id, platformId),
            eq(messages.conversation_id, conversationId),
            eq(messages.recipient_id, userId),
            isNull(messages.read_at),
          ),
        );
    },

    /** The user's conversations that have messages, the latest first, with their last message and unread count. */
    async mailers(platformId: string, userId: string): Promise<MailerRow[]> {
      return rowsOf<MailerRow>(
        await db.execute(sql`
          select c.id, u.id as contact_id, u.name as contact_name, u.role::text as contact_role,
            last.body, last.image_key is not null as has_image, last.sender_id = ${userId} as mine, last.created_at,
            (select count(*)::int from messages n
              where n.conversation_id = c.id and n.recipient_id = ${userId} and n.read_at is null) as unread
          from conversations c
          join users u on u.id = case when c.user_a = ${userId} then c.user_b else c.user_a end
          cross join lateral (select m.body, m.image_key, m.sender_id, m.created_at from messages m
            where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1) last
          where c.platform_id = ${platformId} and (c.user_a = ${userId} or c.user_b = ${userId})
            and c.last_message_at is not null
          order by c.last_message_at desc, c.id`),
      );
    },

    /** The latest messages the user received. */
    async recent(platformId: string, userId: string, limit: number): Promise<MessageRow[]> {
      return rowsOf<MessageRow>(
        await db.execute(
          selectMessages(
            userId,
            sql`m.platform_id = ${platformId} and m.recipient_id = ${userId}`,
            sql`m.created_at desc, m.id desc`,
            limit,
          ),
        ),
      );
    },

    async unread(platformId: string, userId: string): Promise<number> {
      const [row] = rowsOf<{ unread: number }>(
        await db.execute(sql`select count(*)::int as unread from messages
          where platform_id = ${platformId} and recipient_id = ${userId} and read_at is null`),
      );
      return row?.unread ?? 0;
    },

    /** Records a report once per reporter and message. */
    async insertReport(values: { platform_id: string; message_id: string; reporter_id: string; reason: string }) {
      await db.insert(messageReports).values(values).onConflictDoNothing();
    },

    /**
     * Reports whose reporter or reported sender is related to one of the schools (see
     * schoolsOfPerson), the latest first; with `reportId`, only that one.
     */
    async reports(platformId: string, schoolIds: readonly string[], reportId?: string): Promise<ReportRow[]> {
      if (schoolIds.length === 0) return [];
      const related = (person: SQL) => sql`exists (select 1 from (${schoolsOfPerson(platformId, person)}) x
        where x.school_id in ${schoolIds})`;
      const only = reportId ? sql` and mr.id = ${reportId}` : sql``;
      return rowsOf<ReportRow>(
        await db.execute(sql`
          select mr.id as report_id, mr.reason, mr.created_at as reported_at,
            mr.reporter_id, rp.name as reporter_name, rp.role::text as reporter_role,
            m.id, m.conversation_id, m.sender_id, s.name as sender_name, s.role::text as sender_role,
            m.recipient_id, r.name as recipient_name, r.role::text as recipient_role, m.body, m.image_key,
            m.about_id, a.name as about_name, m.created_at, m.read_at, true as reported
          from message_reports mr join messages m on m.id = mr.message_id
          join users rp on rp.id = mr.reporter_id join users s on s.id = m.sender_id
          join users r on r.id = m.recipient_id left join users a on a.id = m.about_id
          where mr.platform_id = ${platformId}${only}
            and (${related(sql`mr.reporter_id`)} or ${related(sql`m.sender_id`)})
          order by mr.created_at desc, mr.id
          limit 200`),
      );
    },
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
