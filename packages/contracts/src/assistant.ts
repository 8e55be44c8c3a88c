import { z } from 'zod';
import { LIBRARY_CARD_TYPES } from './library.ts';

/**
 * The AI assistant's chat (document 3 sections 4 and 7): a person opens chats about the
 * platform's content, asks, and reads answers streamed word by word with the class, trail or
 * question they come from. A finished chat takes no message until it is reopened.
 */

/** Document 3 section 7: every assistant call carries a fixed product header. */
export const ASSISTANT_PRODUCT_HEADER = 'X-Product';
export const ASSISTANT_PRODUCT = 'ava';

export const ASSISTANT_CHAT_STATUSES = ['open', 'finished'] as const;
export type AssistantChatStatus = (typeof ASSISTANT_CHAT_STATUSES)[number];

/** Where a cited passage comes from: a library item, a learning trail or a bank question. */
export const ASSISTANT_SOURCE_KINDS = ['library', 'trail', 'question'] as const;
export type AssistantSourceKind = (typeof ASSISTANT_SOURCE_KINDS)[number];

export const ASSISTANT_ENGINES = ['embedded', 'external'] as const;
export type AssistantEngine = (typeof ASSISTANT_ENGINES)[number];

export const ASSISTANT_MESSAGE_MAX_LENGTH = 1_000;
export const ASSISTANT_TITLE_MAX_LENGTH = 80;
/** Questions one person may send a minute. */
export const ASSISTANT_MESSAGES_PER_MINUTE = 10;

export const ASSISTANT_MESSAGES = {
  featureOff: 'O assistente não está disponível nesta plataforma.',
  productHeader: 'Chamada do assistente sem o cabeçalho do produto.',
  chatInvalid: 'Conversa inválida.',
  chatNotFound: 'Conversa não encontrada.',
  chatFinished: 'Esta conversa foi encerrada. Reabra-a para continuar.',
  chatAlreadyOpen: 'Esta conversa já está aberta.',
  chatAlreadyFinished: 'Esta conversa já foi encerrada.',
  onlyOwner: 'Apenas quem abriu a conversa pode alterá-la.',
  messageRequired: 'Escreva uma pergunta.',
  messageTooLong: `A pergunta pode ter no máximo ${ASSISTANT_MESSAGE_MAX_LENGTH} caracteres.`,
  titleTooLong: `O título pode ter no máximo ${ASSISTANT_TITLE_MAX_LENGTH} caracteres.`,
  userInvalid: 'Usuário inválido.',
  studentChatsClosed: 'Esta plataforma não permite ler as conversas dos estudantes.',
  notYourStudent: 'Você só pode ler as conversas dos estudantes das suas turmas.',
  notFoundInContent:
    'Não encontrei isso no conteúdo da plataforma. Tente outras palavras ou pergunte ao seu professor.',
  unsafeQuestion:
    'Não posso conversar sobre esse assunto. Posso ajudar com as aulas, trilhas e questões da plataforma.',
  insult: 'Vamos manter a conversa respeitosa? Estou aqui para ajudar com o conteúdo da plataforma.',
  selfHarm:
    'Sinto muito que você esteja passando por isso. Converse agora com um adulto de confiança, como sua família ou alguém da escola. Você também pode ligar para o CVV no 188, de graça, a qualquer hora.',
  unsafeAnswer: 'Não posso mostrar essa resposta. Tente perguntar de outro jeito sobre o conteúdo da plataforma.',
  engineFailed: 'Não consegui terminar a resposta agora. Tente de novo em instantes.',
} as const;

export const assistantSourceSchema = z.object({
  kind: z.enum(ASSISTANT_SOURCE_KINDS),
  id: z.string(),
  title: z.string(),
  /** A library item's card type: the web opens it at its screen's content path. */
  card_type: z.enum(LIBRARY_CARD_TYPES).nullable(),
});
export type AssistantSource = z.infer<typeof assistantSourceSchema>;

export const assistantChatSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  title: z.string(),
  status: z.enum(ASSISTANT_CHAT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  /** Only the person who opened the chat writes in it, finishes, reopens or deletes it. */
  can_write: z.boolean(),
});
export type AssistantChat = z.infer<typeof assistantChatSchema>;

export const assistantMessageSchema = z.object({
  id: z.uuid(),
  chat_id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  sources: z.array(assistantSourceSchema),
  /** Moderation answered instead of the engine (the question or the answer was not for a school). */
  refused: z.boolean(),
  created_at: z.string(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

const chatId = z.uuid({ error: ASSISTANT_MESSAGES.chatInvalid });

/** Strict: a body of other fields is a mistake, not a chat without a title. */
export const assistantChatCreateSchema = z.strictObject({
  title: z.string().trim().max(ASSISTANT_TITLE_MAX_LENGTH, { error: ASSISTANT_MESSAGES.titleTooLong }).optional(),
});
export type AssistantChatCreate = z.infer<typeof assistantChatCreateSchema>;

/** Body of reopen, finish and delete; query of the chat and its messages. */
export const assistantChatIdSchema = z.object({ chat_id: chatId });
export type AssistantChatId = z.infer<typeof assistantChatIdSchema>;

/** The caller's chats, or (an educator, where the platform allows it) one of their students'. */
export const assistantChatsQuerySchema = z.object({
  user_id: z.uuid({ error: ASSISTANT_MESSAGES.userInvalid }).optional(),
});
export type AssistantChatsQuery = z.infer<typeof assistantChatsQuerySchema>;

export const assistantChatsResponseSchema = z.object({ chats: z.array(assistantChatSchema) });
export const assistantMessagesResponseSchema = z.object({ messages: z.array(assistantMessageSchema) });

export const assistantChatOptionsQuerySchema = z.object({});

export const assistantChatOptionsSchema = z.object({
  engine: z.enum(ASSISTANT_ENGINES),
  max_length: z.number().int(),
  per_minute: z.number().int(),
  /** Questions to start with, made from the platform's own content. */
  suggestions: z.array(z.string()),
  /** The students whose chats the caller may read (empty unless the platform allows it). */
  students: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type AssistantChatOptions = z.infer<typeof assistantChatOptionsSchema>;

export const assistantMessageBodySchema = z.object({
  chat_id: chatId,
  message: z
    .string({ error: ASSISTANT_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: ASSISTANT_MESSAGES.messageRequired })
    .max(ASSISTANT_MESSAGE_MAX_LENGTH, { error: ASSISTANT_MESSAGES.messageTooLong }),
});
export type AssistantMessageBody = z.infer<typeof assistantMessageBodySchema>;

export const assistantMessageQuerySchema = z.object({ platform: z.string().optional() });

/**
 * Server-sent events of POST /assistant/chat/message: `question` (the stored question),
 * `chunk` (a piece of the answer's text), then `done` (the stored answer, whose text replaces
 * the pieces: moderation or a failed engine may have changed it).
 */
export type AssistantStreamEvent =
  | { event: 'question'; data: AssistantMessage }
  | { event: 'chunk'; data: { text: string } }
  | { event: 'done'; data: AssistantMessage };
