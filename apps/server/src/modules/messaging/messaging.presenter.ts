import type { Contact, Mailer, Message, MessageReport, Person, Role } from '@ava/contracts';
import type { ContactRow } from './contacts.repository.ts';
import type { MailerRow, MessageRow, ReportRow } from './messaging.repository.ts';

/** Signs a stored image's key for a reader the service allowed. */
export type SignKey = (key: string) => string;

const iso = (value: Date | string) => new Date(value).toISOString();
const person = (id: string, name: string, role: string): Person => ({ id, name, role: role as Role });

/** The children as the driver answers the jsonb (parsed, or as text by some drivers). */
export const childrenOf = (row: ContactRow): ContactRow['children'] =>
  typeof row.children === 'string' ? JSON.parse(row.children) : row.children;

export const presentContact = (row: ContactRow): Contact => ({
  ...person(row.id, row.name, row.role),
  context: row.context,
  children: childrenOf(row),
});

export function presentMessage(row: MessageRow, viewerId: string, sign: SignKey): Message {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender: person(row.sender_id, row.sender_name, row.sender_role),
    mine: row.sender_id === viewerId,
    body: row.body,
    image: row.image_key ? { key: row.image_key, url: sign(row.image_key) } : null,
    about: row.about_id && row.about_name ? { id: row.about_id, name: row.about_name } : null,
    created_at: iso(row.created_at),
    read_at: row.read_at ? iso(row.read_at) : null,
    reported: row.reported,
  };
}

export const presentMailer = (row: MailerRow): Mailer => ({
  id: row.id,
  contact: person(row.contact_id, row.contact_name, row.contact_role),
  last_message: { body: row.body, image: row.has_image, mine: row.mine, created_at: iso(row.created_at) },
  unread: row.unread,
});

export function presentReport(row: ReportRow, sign: SignKey): MessageReport {
  const { mine: _mine, reported: _reported, ...message } = presentMessage(row, '', sign);
  return {
    id: row.report_id,
    reason: row.reason,
    created_at: iso(row.reported_at),
    reporter: person(row.reporter_id, row.reporter_name, row.reporter_role),
    message: { ...message, recipient: person(row.recipient_id, row.recipient_name, row.recipient_role) },
  };
}
