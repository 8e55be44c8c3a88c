import { DEFAULT_HELP_SUBJECTS, HELP_TICKETS_PAGE_SIZE, type HelpTicketStatus } from '@ava/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.ts';
import { lockKey } from '../../platform/db/transaction.ts';
import { users } from '../identity/identity.tables.ts';
import { helpComments, helpSubjects, helpTickets } from './help-center.tables.ts';

export type SubjectRow = Pick<typeof helpSubjects.$inferSelect, 'id' | 'name'>;
export type TicketRow = typeof helpTickets.$inferSelect & {
  subject_name: string;
  requester_name: string;
  requester_role: (typeof users.$inferSelect)['role'];
};
export type CommentRow = typeof helpComments.$inferSelect & {
  author_name: string;
  author_role: (typeof users.$inferSelect)['role'];
};

export interface TicketFilters {
  /** Only this asker's tickets; absent for the back office's queue. */
  requesterId?: string;
  status?: HelpTicketStatus;
  subjectId?: number;
  search?: string;
  page: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createHelpCenterRepository(db: Executor) {
  const requester = alias(users, 'requester');
  function selectTickets(tx: Executor) {
    return tx
      .select({
        ticket: helpTickets,
        subject_name: helpSubjects.name,
        requester_name: requester.name,
        requester_role: requester.role,
      })
      .from(helpTickets)
      .innerJoin(helpSubjects, eq(helpSubjects.id, helpTickets.subject_id))
      .innerJoin(requester, eq(requester.id, helpTickets.requester_id));
  }
  const flatten = (row: {
    ticket: typeof helpTickets.$inferSelect;
    subject_name: string;
    requester_name: string;
    requester_role: TicketRow['requester_role'];
  }): TicketRow => ({
    ...row.ticket,
    subject_name: row.subject_name,
    requester_name: row.requester_name,
    requester_role: row.requester_role,
  });

  return {
    /** The platform's default subjects, added once (a platform made later gets them on first read). */
    async ensureDefaultSubjects(platformId: string, tx: Executor = db): Promise<void> {
      await tx
        .insert(helpSubjects)
        .values(DEFAULT_HELP_SUBJECTS.map((name, position) => ({ platform_id: platformId, name, position })))
        .onConflictDoNothing();
    },

    async activeSubjects(platformId: string, tx: Executor = db): Promise<SubjectRow[]> {
      return tx
        .select({ id: helpSubjects.id, name: helpSubjects.name })
        .from(helpSubjects)
        .where(and(eq(helpSubjects.platform_id, platformId), eq(helpSubjects.active, true)))
        .orderBy(asc(helpSubjects.position), asc(helpSubjects.id));
    },

    async activeSubject(platformId: string, subjectId: number, tx: Executor = db): Promise<SubjectRow | null> {
      const [row] = await tx
        .select({ id: helpSubjects.id, name: helpSubjects.name })
        .from(helpSubjects)
        .where(
          and(eq(helpSubjects.platform_id, platformId), eq(helpSubjects.id, subjectId), eq(helpSubjects.active, true)),
        );
      return row ?? null;
    },

    /** A new ticket with the platform's next number; call inside a transaction. */
    async insertTicket(
      values: {
        platformId: string;
        requesterId: string;
        subjectId: number;
        title: string;
        description: string;
        now: Date;
      },
      tx: Executor,
    ): Promise<string> {
      await lockKey(tx, 'help_tickets.number', values.platformId);
      const [row] = await tx
        .insert(helpTickets)
        .values({
          platform_id: values.platformId,
          number: sql`(select coalesce(max(${helpTickets.number}), 0) + 1 from ${helpTickets} where ${helpTickets.platform_id} = ${values.platformId})`,
          requester_id: values.requesterId,
          subject_id: values.subjectId,
          title: values.title,
          description: values.description,
          created_at: values.now,
          updated_at: values.now,
        })
        .returning({ id: helpTickets.id });
      if (!row) throw new Error('help ticket not created');
      return row.id;
    },

    async findTicket(platformId: string, ticketId: string, tx: Executor = db): Promise<TicketRow | null> {
      const [row] = await selectTickets(tx).where(
        and(eq(helpTickets.platform_id, platformId), eq(helpTickets.id, ticketId)),
      );
      return row ? flatten(row) : null;
    },

    /** A page of tickets, the most recently active first, and how many match in all. */
    async listTickets(
      platformId: string,
      filters: TicketFilters,
      tx: Executor = db,
    ): Promise<{ rows: TicketRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(helpTickets.platform_id, platformId)];
      if (filters.requesterId) conditions.push(eq(helpTickets.requester_id, filters.requesterId));
      if (filters.status) conditions.push(eq(helpTickets.status, filters.status));
      if (filters.subjectId) conditions.push(eq(helpTickets.subject_id, filters.subjectId));
      if (filters.search) {
        const pattern = `%${escapeLike(filters.search)}%`;
        const asNumber = /^#?\d{1,9}$/.test(filters.search) ? Number(filters.search.replace('#', '')) : null;
        conditions.push(
          or(
            ilike(helpTickets.title, pattern),
            ilike(requester.name, pattern),
            asNumber === null ? undefined : eq(helpTickets.number, asNumber),
          ),
        );
      }
      const where = and(...conditions);
      const rows = await selectTickets(tx)
        .where(where)
        .orderBy(desc(helpTickets.updated_at), desc(helpTickets.number))
        .limit(HELP_TICKETS_PAGE_SIZE)
        .offset((filters.page - 1) * HELP_TICKETS_PAGE_SIZE);
      const [total] = await tx
        .select({ total: count() })
        .from(helpTickets)
        .innerJoin(requester, eq(requester.id, helpTickets.requester_id))
        .where(where);
      return { rows: rows.map(flatten), total: total?.total ?? 0 };
    },

    async comments(platformId: string, ticketId: string, tx: Executor = db): Promise<CommentRow[]> {
      const rows = await tx
        .select({ comment: helpComments, author_name: users.name, author_role: users.role })
        .from(helpComments)
        .innerJoin(users, eq(users.id, helpComments.author_id))
        .where(and(eq(helpComments.platform_id, platformId), eq(helpComments.ticket_id, ticketId)))
        .orderBy(asc(helpComments.id));
      return rows.map((row) => ({ ...row.comment, author_name: row.author_name, author_role: row.author_role }));
    },

    /** Adds an entry to the conversation and moves the ticket to `status`, in the caller's transaction. */
    async addComment(
      values: {
        platformId: string;
        ticketId: string;
        authorId: string;
        body: string;
        fromBackOffice: boolean;
        status: HelpTicketStatus;
        statusChange: HelpTicketStatus | null;
        now: Date;
      },
      tx: Executor,
    ): Promise<number> {
      const [row] = await tx
        .insert(helpComments)
        .values({
          platform_id: values.platformId,
          ticket_id: values.ticketId,
          author_id: values.authorId,
          body: values.body,
          from_back_office: values.fromBackOffice,
          status_change: values.statusChange,
          created_at: values.now,
          updated_at: values.now,
        })
        .returning({ id: helpComments.id });
      if (!row) throw new Error('help comment not created');
      await tx
        .update(helpTickets)
        .set({
          status: values.status,
          comments_count: sql`${helpTickets.comments_count} + ${values.body === '' ? 0 : 1}`,
          closed_at: values.status === 'closed' ? values.now : null,
          updated_at: values.now,
        })
        .where(and(eq(helpTickets.platform_id, values.platformId), eq(helpTickets.id, values.ticketId)));
      return row.id;
    },

    /** Locks the ticket's row until the transaction ends, so two answers see each other's status. */
    async lockTicket(platformId: string, ticketId: string, tx: Executor): Promise<void> {
      await tx
        .select({ id: helpTickets.id })
        .from(helpTickets)
        .where(and(eq(helpTickets.platform_id, platformId), eq(helpTickets.id, ticketId)))
        .for('update');
    },
  };
}

export type HelpCenterRepository = ReturnType<typeof createHelpCenterRepository>;
