import {
  can,
  HELP_CENTER_MESSAGES,
  HELP_TICKETS_PAGE_SIZE,
  type HelpCommentCreate,
  type HelpCommentCreated,
  type HelpSubject,
  type HelpTicket,
  type HelpTicketCreate,
  type HelpTicketDetails,
  type HelpTicketStatus,
  type HelpTicketsQuery,
  type HelpTicketsResponse,
  helpTicketUpdatedTitle,
  landingDashboard,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { Notifier } from '../notifications/notifications.module.ts';
import { presentComment, presentTicket, ticketPolicies } from './help-center.presenter.ts';
import type { HelpCenterRepository, TicketRow } from './help-center.repository.ts';

export interface HelpCenterServiceDeps {
  helpRepo: HelpCenterRepository;
  transact: Transact;
  clock: Clock;
  notifier: Notifier;
}

/** The platform's back office: the admin role group answers, closes and reopens every ticket. */
const isBackOffice = (auth: AuthContext) => can(auth.role, 'edit.helpTickets');

/**
 * Where a ticket goes after an entry: the status asked for (back office only); otherwise a
 * closed ticket stays closed, an answer of the back office waits for the asker, and the
 * asker's message waits for the back office.
 */
function nextStatus(ticket: TicketRow, answer: boolean, requested: HelpTicketStatus | undefined): HelpTicketStatus {
  if (requested) return requested;
  if (ticket.status === 'closed') return 'closed';
  return answer ? 'answered' : 'open';
}

export function createHelpCenterService(deps: HelpCenterServiceDeps) {
  const { helpRepo, transact, clock, notifier } = deps;

  /** The asker hears of what the back office wrote or decided on their ticket. */
  async function announceAnswer(auth: AuthContext, ticket: TicketRow, tx: Executor) {
    const dashboard = landingDashboard(ticket.requester_role, false);
    if (!dashboard) return;
    await notifier.notify(tx, {
      platformId: auth.platformId,
      userIds: [ticket.requester_id],
      kind: 'help_center',
      title: helpTicketUpdatedTitle(ticket.number),
      body: ticket.title,
      link: `/${auth.platformSlug}/${dashboard}/ajuda/chamado/${ticket.id}`,
    });
  }

  /** The ticket, when the caller is its asker or the back office of its platform; else 404. */
  async function visibleTicket(auth: AuthContext, ticketId: string, tx?: Executor): Promise<TicketRow> {
    const ticket = await helpRepo.findTicket(auth.platformId, ticketId, tx);
    if (!ticket || (ticket.requester_id !== auth.userId && !isBackOffice(auth))) {
      throw notFound(HELP_CENTER_MESSAGES.ticketNotFound);
    }
    return ticket;
  }

  async function presentedTicket(auth: AuthContext, ticketId: string, tx?: Executor): Promise<HelpTicket> {
    return presentTicket(await visibleTicket(auth, ticketId, tx));
  }

  return {
    /** GET /help_center_calls/subjects: the platform's subjects; a platform without any gets the defaults. */
    async subjects(auth: AuthContext): Promise<{ subjects: HelpSubject[] }> {
      let subjects = await helpRepo.activeSubjects(auth.platformId);
      if (subjects.length === 0) {
        await helpRepo.ensureDefaultSubjects(auth.platformId);
        subjects = await helpRepo.activeSubjects(auth.platformId);
      }
      return { subjects };
    },

    /** POST /help-center-calls/tickets/create: a ticket of the caller, waiting for the back office. */
    async createTicket(auth: AuthContext, input: HelpTicketCreate): Promise<{ ticket: HelpTicket }> {
      const subject = await helpRepo.activeSubject(auth.platformId, input.subject_id);
      if (!subject) throw badRequest(HELP_CENTER_MESSAGES.subjectNotFound);
      const ticket = await transact(async (tx) => {
        const id = await helpRepo.insertTicket(
          {
            platformId: auth.platformId,
            requesterId: auth.userId,
            subjectId: subject.id,
            title: input.title,
            description: input.description,
            now: clock.now(),
          },
          tx,
        );
        return presentedTicket(auth, id, tx);
      });
      return { ticket };
    },

    /** GET /help_center_calls/tickets: the caller's own tickets, or the back office's queue (scope=platform). */
    async tickets(auth: AuthContext, query: HelpTicketsQuery): Promise<HelpTicketsResponse> {
      if (query.scope === 'platform' && !isBackOffice(auth)) throw forbidden(HELP_CENTER_MESSAGES.queueForBackOffice);
      const { rows, total } = await helpRepo.listTickets(auth.platformId, {
        requesterId: query.scope === 'mine' ? auth.userId : undefined,
        status: query.status,
        subjectId: query.subject_id,
        search: query.search || undefined,
        page: query.page,
      });
      return { tickets: rows.map(presentTicket), total, page: query.page, per_page: HELP_TICKETS_PAGE_SIZE };
    },

    /** GET /help_center_calls/details: the ticket, its conversation and what the caller may do with it. */
    async details(auth: AuthContext, ticketId: string): Promise<HelpTicketDetails> {
      const ticket = await visibleTicket(auth, ticketId);
      const comments = await helpRepo.comments(auth.platformId, ticketId);
      return {
        ticket: presentTicket(ticket),
        comments: comments.map(presentComment),
        policies: ticketPolicies(ticket, isBackOffice(auth)),
      };
    },

    /**
     * POST /help-center-calls/comments/create: a message on the ticket; the back office may also
     * close or reopen it. An answer of the back office (`from_back_office` on the result) notifies
     * the asker, in the same transaction.
     */
    async comment(auth: AuthContext, input: HelpCommentCreate): Promise<HelpCommentCreated> {
      const backOffice = isBackOffice(auth);
      if (input.status && !backOffice) throw forbidden(HELP_CENTER_MESSAGES.statusForBackOffice);
      return transact(async (tx) => {
        await helpRepo.lockTicket(auth.platformId, input.ticket_id, tx);
        const ticket = await visibleTicket(auth, input.ticket_id, tx);
        if (!ticketPolicies(ticket, backOffice).comment) throw conflict(HELP_CENTER_MESSAGES.ticketClosed);
        if (input.status && input.status === ticket.status) throw conflict(HELP_CENTER_MESSAGES.statusUnchanged);
        // An administrator's own ticket: what they write there is the asker's side.
        const answer = backOffice && ticket.requester_id !== auth.userId;
        const status = nextStatus(ticket, answer, input.status);
        const id = await helpRepo.addComment(
          {
            platformId: auth.platformId,
            ticketId: ticket.id,
            authorId: auth.userId,
            body: input.comment ?? '',
            fromBackOffice: answer,
            status,
            statusChange: input.status ?? null,
            now: clock.now(),
          },
          tx,
        );
        if (answer) await announceAnswer(auth, ticket, tx);
        const comments = await helpRepo.comments(auth.platformId, ticket.id, tx);
        const comment = comments.find((row) => row.id === id);
        if (!comment) throw new Error('help comment not found after insert');
        return { comment: presentComment(comment), ticket: await presentedTicket(auth, ticket.id, tx) };
      });
    },
  };
}

export type HelpCenterService = ReturnType<typeof createHelpCenterService>;
