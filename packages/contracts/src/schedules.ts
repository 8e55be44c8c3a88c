import { z } from 'zod';
import { dateTimeSchema } from './calendar.ts';

/**
 * The school agenda (document 3 sections 3, 4, 5, 7 'Schedules' and 9): items an educator
 * writes for classrooms, read and answered by the guardians of those classrooms' students.
 */

/** Document 3 section 9: event E, note N, authorization A, survey S, souvenir R. */
export const SCHEDULE_TYPES = ['E', 'N', 'A', 'S', 'R'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

export const SCHEDULE_TYPE_LABELS: Record<ScheduleType, string> = {
  E: 'Evento',
  N: 'Recado',
  A: 'Autorização',
  S: 'Enquete',
  R: 'Lembrança',
};

/** The notification a guardian receives when an item of the agenda is published for their child. */
export const SCHEDULE_NOTIFICATION_BODIES: Record<ScheduleType, string> = {
  E: 'Há um novo evento na agenda.',
  N: 'Há um novo recado na agenda.',
  A: 'Uma autorização espera a sua assinatura na agenda.',
  S: 'Uma enquete espera a sua resposta na agenda.',
  R: 'Há uma nova lembrança na agenda.',
};

/** Document 3 section 4: the schedule status numbers (the exam and trail set without 6 and 7). */
export const SCHEDULE_STATUS = { active: 1, scheduled: 2, draft: 3, finished: 4, archived: 5 } as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUS)[keyof typeof SCHEDULE_STATUS];
export const SCHEDULE_STATUS_CODES = [1, 2, 3, 4, 5] as const;

export const SCHEDULE_STATUS_LABELS: Record<ScheduleStatus, string> = {
  1: 'Publicado',
  2: 'Agendado',
  3: 'Rascunho',
  4: 'Encerrado',
  5: 'Arquivado',
};

/** Document 3 section 4: what each item is for one guardian and one child. */
export const GUARDIAN_SCHEDULE_STATUS = { pending: 1, urgent: 2, answered: 3, finished: 4, archived: 5 } as const;
export type GuardianScheduleStatus = (typeof GUARDIAN_SCHEDULE_STATUS)[keyof typeof GUARDIAN_SCHEDULE_STATUS];
export const GUARDIAN_SCHEDULE_STATUS_CODES = [1, 2, 3, 4, 5] as const;

export const GUARDIAN_SCHEDULE_STATUS_LABELS: Record<GuardianScheduleStatus, string> = {
  1: 'Pendente',
  2: 'Urgente',
  3: 'Respondido',
  4: 'Encerrado',
  5: 'Arquivado',
};

/** An item that asks for an answer turns urgent this close to its end. */
export const SCHEDULE_URGENT_HOURS = 48;
/** A signature code: six digits, valid this long, with this many tries. */
export const AUTHORIZATION_CODE_LENGTH = 6;
export const AUTHORIZATION_CODE_TTL_MINUTES = 10;
export const AUTHORIZATION_CODE_MAX_TRIES = 5;

export const SCHEDULE_TITLE_MAX = 160;
export const SCHEDULE_CONTENT_MAX = 50_000;
export const SCHEDULE_AUTHORIZATION_TEXT_MAX = 2_000;
export const SCHEDULE_MESSAGE_MAX = 1_000;
export const SCHEDULE_QUESTIONS_MAX = 10;
export const SCHEDULE_OPTIONS_MIN = 2;
export const SCHEDULE_OPTIONS_MAX = 8;
export const SCHEDULE_CLASSROOMS_MAX = 50;
export const SCHEDULES_PER_PAGE = 20;
export const SCHEDULES_CALENDAR_MAX = 200;

export const SCHEDULE_MESSAGES = {
  notFound: 'Item da agenda não encontrado.',
  classroomNotAllowed: 'Escolha turmas da sua escola.',
  classroomsRequired: 'Escolha ao menos uma turma.',
  titleRequired: 'Informe o título.',
  datesOrder: 'A data de término deve ser igual ou posterior à data de início.',
  onlyDraftEdit: 'Somente rascunhos podem ser alterados. Volte o item para rascunho antes de editar.',
  transitionRefused: 'Esta mudança de situação não é permitida para o item.',
  draftAnswered: 'Este item já foi respondido e não pode voltar a rascunho.',
  deleteOnlyDraft: 'Somente rascunhos podem ser excluídos; arquive os itens publicados.',
  publishIncomplete: 'Preencha as datas e o conteúdo antes de publicar.',
  surveyQuestions: 'A enquete precisa de ao menos uma pergunta com duas opções.',
  authorizationText: 'Escreva o texto da autorização.',
  messageClosed: 'Não é possível enviar mensagens para itens encerrados ou arquivados.',
  notForYou: 'Este item não é destinado a você.',
  notPublished: 'Este item não está aberto para respostas.',
  alreadyAnswered: 'Este item já foi respondido.',
  answersRequired: 'Responda todas as perguntas da enquete.',
  answerInvalid: 'Escolha opções das perguntas desta enquete.',
  singleOption: 'Escolha apenas uma opção nesta pergunta.',
  replyWrongType: 'Este tipo de item não recebe respostas.',
  authorizeWithCode: 'Para autorizar, assine com o código enviado ao seu e-mail.',
  notAuthorization: 'Este item não é uma autorização.',
  noEmail: 'Cadastre um e-mail no seu perfil para receber o código de assinatura.',
  codeInvalid: 'O código digitado é inválido.',
  codeExpired: 'O código expirou. Peça um novo código.',
  codeMissing: 'Peça um código antes de assinar.',
  codeTooManyTries: 'Tentativas esgotadas. Peça um novo código.',
  guardianAccessOff: 'A área do responsável não está disponível nesta plataforma.',
  codeMailSubject: 'Código para assinar a autorização',
} as const;

// ---------------------------------------------------------------------------------------
// Requests

const id = z.uuid();
const text = (max: number) => z.string().trim().max(max);
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
/** Comma-separated query lists ('?status=1,2'); empty means every value (document 3 section 5). */
const csv = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(10));
/** A status number written in a query ('3'). */
const statusCode = (codes: readonly number[]) =>
  z
    .string()
    .regex(/^\d$/)
    .transform(Number)
    .refine((code) => codes.includes(code));
const page = z.coerce.number().int().min(1).max(10_000).default(1);

export const scheduleTypeSchema = z.enum(SCHEDULE_TYPES);
const classroomIds = z
  .array(id)
  .min(1, SCHEDULE_MESSAGES.classroomsRequired)
  .max(SCHEDULE_CLASSROOMS_MAX)
  .transform((ids) => [...new Set(ids)]);
const title = text(SCHEDULE_TITLE_MAX).min(1, SCHEDULE_MESSAGES.titleRequired);

export const scheduleIdSchema = z.object({ schedule_id: id }).strict();
export const scheduleIdQuerySchema = z.object({ schedule_id: id });

/** POST /schedules/create: step 1, what kind of item and for which classrooms; it starts as a draft. */
export const scheduleCreateSchema = z.object({ type: scheduleTypeSchema, title, classroom_ids: classroomIds }).strict();
export type ScheduleCreate = z.infer<typeof scheduleCreateSchema>;

/** PATCH /schedules/intro/update: step 2, title, audience and ISO dates with their offset. */
export const scheduleIntroSchema = z
  .object({
    schedule_id: id,
    title,
    classroom_ids: classroomIds,
    start_date: dateTimeSchema,
    end_date: dateTimeSchema,
    all_day: z.boolean().default(false),
    location: text(200).default(''),
  })
  .strict()
  .refine((intro) => new Date(intro.end_date) >= new Date(intro.start_date), {
    message: SCHEDULE_MESSAGES.datesOrder,
    path: ['end_date'],
  });
export type ScheduleIntro = z.infer<typeof scheduleIntroSchema>;

export const scheduleQuestionInputSchema = z.object({
  text: text(300).min(1, 'Escreva o enunciado de cada pergunta.'),
  multiple: z.boolean().default(false),
  options: z
    .array(text(200).min(1, 'Escreva o texto de cada opção.'))
    .min(SCHEDULE_OPTIONS_MIN, 'Cada pergunta precisa de ao menos duas opções.')
    .max(SCHEDULE_OPTIONS_MAX),
});
export type ScheduleQuestionInput = z.infer<typeof scheduleQuestionInputSchema>;

/** PATCH /schedules/content/update: step 3, rich text; a survey's questions; an authorization's text. */
export const scheduleContentSchema = z
  .object({
    schedule_id: id,
    content: z.string().max(SCHEDULE_CONTENT_MAX).default(''),
    questions: z.array(scheduleQuestionInputSchema).max(SCHEDULE_QUESTIONS_MAX).default([]),
    authorization_text: text(SCHEDULE_AUTHORIZATION_TEXT_MAX).default(''),
  })
  .strict();
export type ScheduleContent = z.infer<typeof scheduleContentSchema>;

/** PATCH /schedules/messages/create: step 4, a message shown with the item (also after publishing). */
export const scheduleMessageCreateSchema = z
  .object({ schedule_id: id, message: text(SCHEDULE_MESSAGE_MAX).min(1, 'Escreva a mensagem.') })
  .strict();
export type ScheduleMessageCreate = z.infer<typeof scheduleMessageCreateSchema>;

/** GET /schedules: the educator's list; no status or type means every status and type. */
export const scheduleListQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, csv(statusCode(SCHEDULE_STATUS_CODES)).optional()),
  type: z.preprocess(emptyToUndefined, csv(scheduleTypeSchema).optional()),
  classroom_id: z.preprocess(emptyToUndefined, id.optional()),
  search: z.preprocess(emptyToUndefined, text(100).optional()),
  page,
});
export type ScheduleListQuery = z.infer<typeof scheduleListQuerySchema>;

/** GET /schedules/guardian: the guardian's list; `from`/`to` bound the calendar month. */
export const guardianScheduleListQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, csv(statusCode(GUARDIAN_SCHEDULE_STATUS_CODES)).optional()),
  type: z.preprocess(emptyToUndefined, csv(scheduleTypeSchema).optional()),
  student_id: z.preprocess(emptyToUndefined, id.optional()),
  favorite: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  ),
  from: z.preprocess(emptyToUndefined, dateTimeSchema.optional()),
  to: z.preprocess(emptyToUndefined, dateTimeSchema.optional()),
  page,
  /** The calendar asks for a whole month at once. */
  per_page: z.coerce.number().int().min(1).max(SCHEDULES_CALENDAR_MAX).default(SCHEDULES_PER_PAGE),
});
export type GuardianScheduleListQuery = z.infer<typeof guardianScheduleListQuerySchema>;

/** One item for one child: a guardian with two children in the audience sees it once per child. */
export const guardianItemRefSchema = z.object({ schedule_id: id, student_id: id });
export const guardianItemQuerySchema = guardianItemRefSchema;
export type GuardianItemRef = z.infer<typeof guardianItemRefSchema>;

/** PATCH /schedules/guardian/reply: a survey's answers, or refusing an authorization. */
export const guardianReplySchema = guardianItemRefSchema
  .extend({
    answers: z
      .array(z.object({ question_id: id, option_ids: z.array(id).min(1).max(SCHEDULE_OPTIONS_MAX) }))
      .max(SCHEDULE_QUESTIONS_MAX)
      .optional(),
    decision: z.enum(['authorized', 'refused']).optional(),
  })
  .strict();
export type GuardianReply = z.infer<typeof guardianReplySchema>;

export const guardianFavoriteSchema = guardianItemRefSchema.extend({ favorite: z.boolean() }).strict();
export const guardianArchiveSchema = guardianItemRefSchema.extend({ archived: z.boolean() }).strict();

export const authorizationCodeSchema = guardianItemRefSchema.strict();
export const authorizationValidateSchema = guardianItemRefSchema
  .extend({
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${AUTHORIZATION_CODE_LENGTH}}$`), SCHEDULE_MESSAGES.codeInvalid),
  })
  .strict();

export const feedTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/) });

// ---------------------------------------------------------------------------------------
// Responses

const ref = z.object({ id: z.string(), name: z.string() });

export const scheduleOptionSchema = z.object({ id: z.string(), text: z.string(), answers: z.number().int() });
export const scheduleQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  multiple: z.boolean(),
  options: z.array(scheduleOptionSchema),
});
export type ScheduleQuestion = z.infer<typeof scheduleQuestionSchema>;

export const scheduleMessageSchema = z.object({ id: z.string(), message: z.string(), created_at: z.string() });

/** What the educator may do with one item; the screens never re-implement the transitions. */
export const schedulePoliciesSchema = z.object({
  edit: z.boolean(),
  publish: z.boolean(),
  draft: z.boolean(),
  finish: z.boolean(),
  archive: z.boolean(),
  delete: z.boolean(),
  message: z.boolean(),
});
export type SchedulePolicies = z.infer<typeof schedulePoliciesSchema>;

const baseItem = {
  id: z.string(),
  type: scheduleTypeSchema,
  title: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  all_day: z.boolean(),
  location: z.string(),
};

export const scheduleSummarySchema = z.object({
  ...baseItem,
  status: z.number().int(),
  classrooms: z.array(ref),
  author: ref,
  recipients: z.number().int(),
  read: z.number().int(),
  answered: z.number().int(),
  policies: schedulePoliciesSchema,
});
export type ScheduleSummary = z.infer<typeof scheduleSummarySchema>;

export const scheduleListSchema = z.object({
  schedules: z.array(scheduleSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ScheduleList = z.infer<typeof scheduleListSchema>;

export const scheduleRecipientSchema = z.object({
  guardian: ref,
  student: ref,
  classroom: z.string(),
  read_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  decision: z.enum(['authorized', 'refused']).nullable(),
  /** The chosen option ids of a survey. */
  answers: z.array(z.string()),
});
export type ScheduleRecipient = z.infer<typeof scheduleRecipientSchema>;

export const scheduleDetailsSchema = scheduleSummarySchema.extend({
  content: z.string(),
  authorization_text: z.string(),
  questions: z.array(scheduleQuestionSchema),
  messages: z.array(scheduleMessageSchema),
  people: z.array(scheduleRecipientSchema),
});
export type ScheduleDetails = z.infer<typeof scheduleDetailsSchema>;

/** GET /schedules/details/edit: what the wizard fills its steps with. */
export const scheduleEditSchema = z.object({
  ...baseItem,
  status: z.number().int(),
  classroom_ids: z.array(z.string()),
  content: z.string(),
  authorization_text: z.string(),
  questions: z.array(scheduleQuestionInputSchema),
  messages: z.array(scheduleMessageSchema),
  policies: schedulePoliciesSchema,
});
export type ScheduleEdit = z.infer<typeof scheduleEditSchema>;

export const guardianScheduleItemSchema = z.object({
  ...baseItem,
  schedule_id: z.string(),
  student: ref,
  classroom: z.string(),
  author: z.string(),
  status: z.number().int(),
  favorite: z.boolean(),
  read: z.boolean(),
});
export type GuardianScheduleItem = z.infer<typeof guardianScheduleItemSchema>;

export const guardianScheduleListSchema = z.object({
  schedules: z.array(guardianScheduleItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type GuardianScheduleList = z.infer<typeof guardianScheduleListSchema>;

export const guardianScheduleDetailsSchema = guardianScheduleItemSchema.extend({
  content: z.string(),
  authorization_text: z.string(),
  /** The guardian sees the questions and options without the counts of the others' answers. */
  questions: z.array(
    scheduleQuestionSchema.extend({ options: z.array(z.object({ id: z.string(), text: z.string() })) }),
  ),
  messages: z.array(scheduleMessageSchema),
  answered_at: z.string().nullable(),
  decision: z.enum(['authorized', 'refused']).nullable(),
  answers: z.array(z.string()),
  /** Whether the guardian may still reply (published, not answered, not finished). */
  can_reply: z.boolean(),
});
export type GuardianScheduleDetails = z.infer<typeof guardianScheduleDetailsSchema>;

/** GET /schedules/classrooms: the classrooms an educator may write agenda items for. */
export const scheduleClassroomsSchema = z.object({ classrooms: z.array(ref) });
export type ScheduleClassrooms = z.infer<typeof scheduleClassroomsSchema>;

export const authorizationCodeSentSchema = z.object({ sent_to: z.string(), expires_at: z.string() });
export const scheduleFeedSchema = z.object({ url: z.string() });
export const scheduleOkSchema = z.object({ ok: z.literal(true) });
