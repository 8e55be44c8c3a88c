import { z } from 'zod';
import { ROLES } from './roles.ts';

/**
 * Messaging (document 3 section 7, main service): conversations between two people, with text and
 * images, and the educator's one message to many.
 *
 * Who may write to whom (the safety rule; the server decides it in one query, `contacts`):
 * - a student writes only to the teachers of their own classrooms; never to another student;
 * - a teacher (or assistant) writes to the students of the classrooms they teach, to those
 *   students' guardians, and to the educators of their school;
 * - a guardian writes to the teachers of their children's classrooms and to the coordinators of
 *   their children's schools; never to another guardian nor to a child;
 * - a coordinator writes to the educators and the guardians of their school;
 * - administrators write to nobody; nobody writes across platforms or schools.
 * Replies follow the same rule, which is symmetric. The theme's guardian_messages governs guardians:
 * when it is off, guardians neither write nor are offered as contacts; they still read what they
 * received before (read-only).
 */
export const MESSAGE_MAX_LENGTH = 4_000;
export const REPORT_REASON_MAX_LENGTH = 500;
/** Messages of GET /messages/detail per page (the newest first, shown oldest first). */
export const MESSAGES_PAGE_SIZE = 50;
/** Recipients of one message to many (classrooms/create, students/create). */
export const BULK_MESSAGE_MAX_STUDENTS = 500;
export const BULK_MESSAGE_MAX_CLASSROOMS = 30;
/** Messages shown on each side of a reported one. */
export const REPORT_CONTEXT_SIZE = 20;

/** The title of the notification of a new message. */
export const newMessageTitle = (sender: string) => `Nova mensagem de ${sender}`;

export const MESSAGING_MESSAGES = {
  /** The body of the notification of a message that is only an image. */
  imageOnly: 'Enviou uma imagem.',
  bodyRequired: 'Escreva uma mensagem ou envie uma imagem.',
  bodyTooLong: `A mensagem pode ter no máximo ${MESSAGE_MAX_LENGTH} caracteres.`,
  contactNotAllowed: 'Você não pode enviar mensagens para esta pessoa.',
  recipientsNotAllowed: 'Você não pode enviar mensagens para todos os destinatários escolhidos.',
  noRecipients: 'Nenhum destinatário encontrado para esta mensagem.',
  guardianMessagesOff: 'As mensagens com responsáveis estão desativadas nesta plataforma.',
  conversationNotFound: 'Conversa não encontrada.',
  messageNotFound: 'Mensagem não encontrada.',
  reportNotFound: 'Denúncia não encontrada.',
  imageNotInConversation: 'A imagem precisa ser enviada nesta conversa.',
  ownMessageReport: 'Você não pode denunciar a sua própria mensagem.',
  reasonRequired: 'Conte o motivo da denúncia.',
  reasonTooLong: `O motivo pode ter no máximo ${REPORT_REASON_MAX_LENGTH} caracteres.`,
  reported: 'Mensagem denunciada. A coordenação da escola vai analisar.',
  delegatedSession: 'Ao entrar como responsável, não é possível enviar mensagens pelo dependente.',
  aboutNotDependent: 'Escolha um dos seus dependentes.',
  invalidContact: 'Destinatário inválido.',
  invalidConversation: 'Conversa inválida.',
  invalidClassroom: 'Turma inválida.',
  invalidStudent: 'Aluno inválido.',
} as const;

/** Whether the platform's theme lets guardians exchange messages (configs.guardian_messages, 'true' or true). */
export function guardianMessagesOn(configs: Readonly<Record<string, unknown>> | undefined): boolean {
  const value = configs?.guardian_messages;
  return value === true || value === 'true';
}

const M = MESSAGING_MESSAGES;
const messageBody = z
  .string({ error: M.bodyRequired })
  .trim()
  .max(MESSAGE_MAX_LENGTH, { error: M.bodyTooLong })
  .default('');
const imageKey = z.string().trim().min(1).max(1024).optional();

/** POST /messages/create: a message to one person (a new conversation or an existing one). */
export const createMessageSchema = z
  .strictObject({
    contact: z.uuid({ error: M.invalidContact }),
    body: messageBody,
    /** The key upload_image answered, stored in this conversation's folder. */
    image: imageKey,
    /** A guardian's child the message is about (guardians only). */
    about: z.uuid({ error: M.aboutNotDependent }).optional(),
  })
  .refine((value) => value.body !== '' || value.image, { error: M.bodyRequired, path: ['body'] });
export type CreateMessageInput = z.infer<typeof createMessageSchema>;

export const BULK_RECIPIENTS = ['students', 'guardians'] as const;
export type BulkRecipients = (typeof BULK_RECIPIENTS)[number];
const bulkCommon = {
  body: z
    .string({ error: M.bodyRequired })
    .trim()
    .min(1, { error: M.bodyRequired })
    .max(MESSAGE_MAX_LENGTH, { error: M.bodyTooLong }),
  /** Who receives it: the students themselves, or their guardians (each guardian once). */
  recipients: z.enum(BULK_RECIPIENTS, { error: 'Escolha alunos ou responsáveis.' }).default('students'),
};

/** POST /messages/classrooms/create: every student (or guardian) of the chosen classrooms. */
export const classroomsMessageSchema = z.strictObject({
  classrooms: z
    .array(z.uuid({ error: M.invalidClassroom }), { error: 'Escolha ao menos uma turma.' })
    .min(1, { error: 'Escolha ao menos uma turma.' })
    .max(BULK_MESSAGE_MAX_CLASSROOMS, { error: `Escolha no máximo ${BULK_MESSAGE_MAX_CLASSROOMS} turmas.` }),
  ...bulkCommon,
});
export type ClassroomsMessageInput = z.infer<typeof classroomsMessageSchema>;

/** POST /messages/students/create: the chosen students (or their guardians). */
export const studentsMessageSchema = z.strictObject({
  students: z
    .array(z.uuid({ error: M.invalidStudent }), { error: 'Escolha ao menos um aluno.' })
    .min(1, { error: 'Escolha ao menos um aluno.' })
    .max(BULK_MESSAGE_MAX_STUDENTS, { error: `Escolha no máximo ${BULK_MESSAGE_MAX_STUDENTS} alunos.` }),
  ...bulkCommon,
});
export type StudentsMessageInput = z.infer<typeof studentsMessageSchema>;

export const bulkMessageResponseSchema = z.object({ sent: z.number().int(), message: z.string() });
export const bulkSentMessage = (sent: number) =>
  sent === 1 ? 'Mensagem enviada para 1 pessoa.' : `Mensagem enviada para ${sent} pessoas.`;

/** GET /messages/find_contact */
export const findContactQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'Busca muito longa.' }).optional(),
});

/** GET /messages/detail: a conversation by id, with a person by id, or (coordinators) around a report. */
export const messageDetailQuerySchema = z
  .object({
    conversation: z.uuid({ error: M.invalidConversation }).optional(),
    contact: z.uuid({ error: M.invalidContact }).optional(),
    report: z.uuid({ error: M.reportNotFound }).optional(),
    /** The id of the oldest message already shown: the page before it. */
    before: z.uuid({ error: M.messageNotFound }).optional(),
  })
  .refine((value) => [value.conversation, value.contact, value.report].filter(Boolean).length === 1, {
    error: 'Informe a conversa, o contato ou a denúncia.',
    path: ['conversation'],
  });
export type MessageDetailQuery = z.infer<typeof messageDetailQuerySchema>;

/** POST /messages/denounce */
export const denounceMessageSchema = z.strictObject({
  message: z.uuid({ error: M.messageNotFound }),
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, { error: M.reasonRequired })
    .max(REPORT_REASON_MAX_LENGTH, { error: M.reasonTooLong }),
});

/** Multipart field of POST /messages/upload_image beside the file `image`. */
export const uploadImageFieldsSchema = z.object({ contact: z.uuid({ error: M.invalidContact }) });

const role = z.enum(ROLES);
export const personSchema = z.object({ id: z.string(), name: z.string(), role });
export type Person = z.infer<typeof personSchema>;

export const contactSchema = personSchema.extend({
  /** Why they are a contact: the classrooms, the children or the school shared. */
  context: z.string(),
  /** For a guardian: their children through whom this is a contact (a message may be about one). */
  children: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Contact = z.infer<typeof contactSchema>;
export const findContactResponseSchema = z.object({ contacts: z.array(contactSchema) });

const imageSchema = z.object({ key: z.string(), url: z.string() }).nullable();
export const messageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  sender: personSchema,
  mine: z.boolean(),
  body: z.string(),
  image: imageSchema,
  about: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  /** The caller reported it. */
  reported: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.string().nullable(),
  contact: personSchema,
  /** Whether the caller may write in it now (the safety rule and the theme). */
  can_write: z.boolean(),
  /** The caller's children a message may be about (guardians; empty for others). */
  about_options: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const messageDetailResponseSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(messageSchema),
  has_more: z.boolean(),
  /** Around a report: the reported message. */
  highlight: z.string().nullable(),
});
export type MessageDetail = z.infer<typeof messageDetailResponseSchema>;

export const mailerSchema = z.object({
  id: z.string(),
  contact: personSchema,
  last_message: z.object({ body: z.string(), image: z.boolean(), mine: z.boolean(), created_at: z.string() }),
  unread: z.number().int(),
});
export type Mailer = z.infer<typeof mailerSchema>;
export const mailersListResponseSchema = z.object({
  mailers: z.array(mailerSchema),
  /** Whether the caller may start conversations (false for a guardian while guardian_messages is off). */
  can_write: z.boolean(),
});

export const RECENT_MESSAGES = 5;
export const recentResponseSchema = z.object({ messages: z.array(messageSchema) });
export const pendingResponseSchema = z.object({ unread: z.number().int() });
export const createMessageResponseSchema = messageSchema;
export const denounceResponseSchema = z.object({ message: z.string() });
export const uploadImageResponseSchema = z.object({ key: z.string(), url: z.string(), conversation_id: z.string() });

export const reportSchema = z.object({
  id: z.string(),
  reason: z.string(),
  created_at: z.string(),
  reporter: personSchema,
  message: messageSchema.omit({ mine: true, reported: true }).extend({ recipient: personSchema }),
});
export type MessageReport = z.infer<typeof reportSchema>;
export const reportsResponseSchema = z.object({ reports: z.array(reportSchema) });
