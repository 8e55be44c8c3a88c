import { z } from 'zod';

/**
 * Requests for a person's data (issue 27 parts 3 and 4): an export (a zip of everything the
 * platform keeps of them, behind a signed link that expires) or an erasure (deletion and
 * anonymisation, confirmed by whoever asked). A guardian asks for a dependent, an adult for
 * themself; the school administration follows them all.
 */
export const PRIVACY_REQUEST_KINDS = ['export', 'erasure'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const PRIVACY_REQUEST_STATUSES = [
  'awaiting_confirmation',
  'queued',
  'running',
  'done',
  'failed',
  'cancelled',
] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];
/** A request still open: a second one of the same kind for the same person is refused meanwhile. */
export const OPEN_PRIVACY_REQUEST_STATUSES = ['awaiting_confirmation', 'queued', 'running'] as const;

export const PRIVACY_REQUEST_KIND_LABELS: Record<PrivacyRequestKind, string> = {
  export: 'Cópia dos dados',
  erasure: 'Exclusão dos dados',
};

export const PRIVACY_REQUEST_STATUS_LABELS: Record<PrivacyRequestStatus, string> = {
  awaiting_confirmation: 'Aguardando confirmação',
  queued: 'Na fila',
  running: 'Em andamento',
  done: 'Concluída',
  failed: 'Falhou',
  cancelled: 'Cancelada',
};

/** How long the link to an export lasts. */
export const EXPORT_LINK_DAYS = 7;
export const PRIVACY_REQUESTS_PAGE_SIZE = 50;

export const PRIVACY_REQUEST_MESSAGES = {
  notFound: 'Solicitação não encontrada.',
  notYourDependent: 'Esta pessoa não é seu dependente.',
  minorsAskThroughGuardian: 'O pedido sobre os dados de um aluno menor de idade é feito pelo responsável.',
  delegatedSession: 'Entre com a sua própria conta para pedir os dados ou a exclusão.',
  alreadyOpen: 'Já existe um pedido deste tipo em andamento para esta pessoa.',
  notAwaitingConfirmation: 'Esta solicitação não está aguardando confirmação.',
  notCancellable: 'Esta solicitação já começou e não pode ser cancelada.',
  wrongFirstName: 'O primeiro nome digitado não confere.',
  linkInvalid: 'Link de download inválido.',
  linkExpired: 'O link de download expirou. Peça uma nova cópia dos dados.',
  fileGone: 'O arquivo desta cópia não está mais disponível.',
} as const;

/** POST /privacy/requests: for a dependent (subject_id) or, without it, for the caller themself. */
export const createPrivacyRequestSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: 'Escolha o tipo do pedido: cópia ou exclusão dos dados.' }),
  subject_id: z.uuid({ error: 'Pessoa inválida.' }).optional(),
});
export type CreatePrivacyRequest = z.infer<typeof createPrivacyRequestSchema>;

/** POST /privacy/requests/:id/confirm: an erasure is confirmed with the password and the person's first name. */
export const confirmPrivacyRequestSchema = z.object({
  password: z.string({ error: 'Digite a sua senha.' }).min(1, 'Digite a sua senha.').max(200),
  first_name: z
    .string({ error: 'Digite o primeiro nome da pessoa.' })
    .trim()
    .min(1, 'Digite o primeiro nome da pessoa.')
    .max(200),
});
export type ConfirmPrivacyRequest = z.infer<typeof confirmPrivacyRequestSchema>;

export const privacyRequestParamsSchema = z.object({ id: z.uuid({ error: 'Solicitação inválida.' }) });
export const privacyRequestDownloadQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});

export const privacyRequestsQuerySchema = z.object({
  kind: z.preprocess((value) => (value === '' ? undefined : value), z.enum(PRIVACY_REQUEST_KINDS).optional()),
  status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(PRIVACY_REQUEST_STATUSES).optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const personSchema = z.object({ id: z.uuid(), name: z.string() });

export const privacyRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  /** Null once the person's data is erased: the request keeps no identifier of them. */
  subject: personSchema.nullable(),
  /** Who asked; their id is null when they erased their own data. */
  requested_by: z.object({ id: z.uuid().nullable(), name: z.string(), role: z.string() }),
  requested_at: z.string(),
  confirmed_at: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** An export's zip: its link only while it lasts, and only to whoever asked. */
  file: z
    .object({
      size: z.number().int(),
      expires_at: z.string(),
      download_url: z.string().nullable(),
      downloads: z.number().int(),
      downloaded_at: z.string().nullable(),
    })
    .nullable(),
  /** What was done, without personal data (counts per area; an erasure's record id). */
  summary: z.record(z.string(), z.unknown()),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

export const privacyRequestListSchema = z.object({ requests: z.array(privacyRequestSchema) });
export type PrivacyRequestList = z.infer<typeof privacyRequestListSchema>;

export const privacyRequestPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  requests: z.array(privacyRequestSchema),
});
export type PrivacyRequestPage = z.infer<typeof privacyRequestPageSchema>;
