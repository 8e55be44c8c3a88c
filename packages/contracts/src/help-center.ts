import { z } from 'zod';
import { ROLES } from './roles.ts';

/**
 * The help center (document 3 section 7): anyone signed in opens a ticket about a subject
 * and follows its conversation; the platform's back office (the admin role group) answers,
 * closes and reopens tickets.
 *
 * Statuses: `open` waits for the back office (a new ticket, or the asker wrote again),
 * `answered` waits for the asker (the back office wrote last), `closed` takes no comment
 * from the asker until the back office reopens it (back to `open`).
 */
export const HELP_TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type HelpTicketStatus = (typeof HELP_TICKET_STATUSES)[number];

export const HELP_TICKETS_PAGE_SIZE = 20;
export const HELP_TITLE_MAX_LENGTH = 120;
export const HELP_TEXT_MAX_LENGTH = 5_000;

/** The notification the asker receives when the back office writes on their ticket or changes its status. */
export const helpTicketUpdatedTitle = (ticketNumber: number) => `Seu chamado #${ticketNumber} foi atualizado`;

export const HELP_CENTER_MESSAGES = {
  subjectRequired: 'Escolha um assunto.',
  subjectNotFound: 'Assunto não encontrado.',
  titleRequired: 'Informe um título para o chamado.',
  titleTooLong: `O título pode ter no máximo ${HELP_TITLE_MAX_LENGTH} caracteres.`,
  descriptionRequired: 'Descreva o que aconteceu.',
  textTooLong: `O texto pode ter no máximo ${HELP_TEXT_MAX_LENGTH} caracteres.`,
  commentRequired: 'Escreva uma mensagem.',
  ticketInvalid: 'Chamado inválido.',
  ticketNotFound: 'Chamado não encontrado.',
  ticketClosed: 'Este chamado foi encerrado. Abra um novo chamado se precisar de mais ajuda.',
  statusForBackOffice: 'Apenas o atendimento pode encerrar ou reabrir um chamado.',
  statusUnchanged: 'O chamado já está nesta situação.',
  queueForBackOffice: 'Apenas o atendimento vê os chamados de todos.',
  invalidStatus: 'Situação inválida.',
  invalidPage: 'Página inválida.',
} as const;

/** The default subjects every platform starts with (ensured on first read, kept in order). */
export const DEFAULT_HELP_SUBJECTS = [
  'Acesso e senha',
  'Atividades e avaliações',
  'Notas e desempenho',
  'Responsáveis e dependentes',
  'Agenda e comunicados',
  'Problemas técnicos',
  'Sugestões',
  'Outros',
] as const;

const ticketId = z.uuid({ error: HELP_CENTER_MESSAGES.ticketInvalid });
const subjectId = z.coerce
  .number({ error: HELP_CENTER_MESSAGES.subjectRequired })
  .int({ error: HELP_CENTER_MESSAGES.subjectRequired })
  .positive({ error: HELP_CENTER_MESSAGES.subjectRequired })
  .max(2_147_483_647, { error: HELP_CENTER_MESSAGES.subjectNotFound });
const text = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(HELP_TEXT_MAX_LENGTH, { error: HELP_CENTER_MESSAGES.textTooLong });
const status = z.enum(HELP_TICKET_STATUSES, { error: HELP_CENTER_MESSAGES.invalidStatus });

export const helpSubjectSchema = z.object({ id: z.number().int(), name: z.string() });
export type HelpSubject = z.infer<typeof helpSubjectSchema>;
export const helpSubjectsResponseSchema = z.object({ subjects: z.array(helpSubjectSchema) });

export const helpPersonSchema = z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES) });

export const helpTicketSchema = z.object({
  id: z.string(),
  /** Sequential per platform: what the asker and the back office say on the phone. */
  number: z.number().int(),
  subject: helpSubjectSchema,
  title: z.string(),
  description: z.string(),
  status,
  requester: helpPersonSchema,
  comments_count: z.number().int(),
  created_at: z.string(),
  /** When someone last wrote or changed its status. */
  updated_at: z.string(),
  closed_at: z.string().nullable(),
});
export type HelpTicket = z.infer<typeof helpTicketSchema>;

export const helpCommentSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: helpPersonSchema,
  /** Written by the back office (the answer side of the conversation). */
  from_back_office: z.boolean(),
  /** The status this comment left the ticket in, when it closed or reopened it. */
  status_change: status.nullable(),
  created_at: z.string(),
});
export type HelpComment = z.infer<typeof helpCommentSchema>;

/** What the caller may do with a ticket, so the screen never re-implements the rules. */
export const helpTicketPoliciesSchema = z.object({
  comment: z.boolean(),
  close: z.boolean(),
  reopen: z.boolean(),
});
export type HelpTicketPolicies = z.infer<typeof helpTicketPoliciesSchema>;

/** POST /help-center-calls/tickets/create */
export const helpTicketCreateSchema = z.strictObject({
  subject_id: subjectId,
  title: z
    .string({ error: HELP_CENTER_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: HELP_CENTER_MESSAGES.titleRequired })
    .max(HELP_TITLE_MAX_LENGTH, { error: HELP_CENTER_MESSAGES.titleTooLong }),
  description: text(HELP_CENTER_MESSAGES.descriptionRequired),
});
export type HelpTicketCreate = z.infer<typeof helpTicketCreateSchema>;
export const helpTicketCreatedSchema = z.object({ ticket: helpTicketSchema });

/**
 * GET /help_center_calls/tickets. `scope=platform` is the back office's queue (every ticket
 * of the platform); otherwise the caller's own tickets.
 */
export const helpTicketsQuerySchema = z.object({
  scope: z.enum(['mine', 'platform'], { error: HELP_CENTER_MESSAGES.queueForBackOffice }).default('mine'),
  status: status.optional(),
  subject_id: subjectId.optional(),
  search: z.string().trim().max(HELP_TITLE_MAX_LENGTH).optional(),
  page: z.coerce
    .number({ error: HELP_CENTER_MESSAGES.invalidPage })
    .int({ error: HELP_CENTER_MESSAGES.invalidPage })
    .min(1, { error: HELP_CENTER_MESSAGES.invalidPage })
    .max(100_000, { error: HELP_CENTER_MESSAGES.invalidPage })
    .default(1),
});
export type HelpTicketsQuery = z.infer<typeof helpTicketsQuerySchema>;
export const helpTicketsResponseSchema = z.object({
  tickets: z.array(helpTicketSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type HelpTicketsResponse = z.infer<typeof helpTicketsResponseSchema>;

/** GET /help_center_calls/details */
export const helpTicketDetailsQuerySchema = z.object({ ticket_id: ticketId });
export const helpTicketDetailsSchema = z.object({
  ticket: helpTicketSchema,
  comments: z.array(helpCommentSchema),
  policies: helpTicketPoliciesSchema,
});
export type HelpTicketDetails = z.infer<typeof helpTicketDetailsSchema>;

/**
 * POST /help-center-calls/comments/create: a message on the ticket; the back office may also
 * close (`closed`) or reopen (`open`) it, with or without a message.
 */
export const helpCommentCreateSchema = z
  .strictObject({
    ticket_id: ticketId,
    comment: z
      .string({ error: HELP_CENTER_MESSAGES.commentRequired })
      .trim()
      .max(HELP_TEXT_MAX_LENGTH, { error: HELP_CENTER_MESSAGES.textTooLong })
      .optional(),
    status: z.enum(['open', 'closed'], { error: HELP_CENTER_MESSAGES.invalidStatus }).optional(),
  })
  .refine((body) => (body.comment ?? '') !== '' || body.status !== undefined, {
    error: HELP_CENTER_MESSAGES.commentRequired,
    path: ['comment'],
  });
export type HelpCommentCreate = z.infer<typeof helpCommentCreateSchema>;
export const helpCommentCreatedSchema = z.object({
  /** The entry added to the conversation (a status change alone is an entry with an empty body). */
  comment: helpCommentSchema,
  ticket: helpTicketSchema,
});
export type HelpCommentCreated = z.infer<typeof helpCommentCreatedSchema>;
