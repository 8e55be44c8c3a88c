import type { HelpComment, HelpTicket, HelpTicketPolicies } from '@ava/contracts';
import type { CommentRow, TicketRow } from './help-center.repository.ts';

export function presentTicket(row: TicketRow): HelpTicket {
  return {
    id: row.id,
    number: row.number,
    subject: { id: row.subject_id, name: row.subject_name },
    title: row.title,
    description: row.description,
    status: row.status,
    requester: { id: row.requester_id, name: row.requester_name, role: row.requester_role },
    comments_count: row.comments_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    closed_at: row.closed_at?.toISOString() ?? null,
  };
}

export function presentComment(row: CommentRow): HelpComment {
  return {
    id: row.id,
    body: row.body,
    author: { id: row.author_id, name: row.author_name, role: row.author_role },
    from_back_office: row.from_back_office,
    status_change: row.status_change,
    created_at: row.created_at.toISOString(),
  };
}

/** What a caller may do with a ticket: the asker writes until it is closed; the back office always. */
export function ticketPolicies(ticket: Pick<TicketRow, 'status'>, backOffice: boolean): HelpTicketPolicies {
  return {
    comment: backOffice || ticket.status !== 'closed',
    close: backOffice && ticket.status !== 'closed',
    reopen: backOffice && ticket.status === 'closed',
  };
}
