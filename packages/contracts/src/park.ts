import { z } from 'zod';
import { gamePlayResponseSchema } from './game-factory.ts';
import { gameAnswersSchema } from './game-scoring.ts';

/**
 * The park (document 3 section 7, 'Park'; document 1 section 2, map sub-area desafios: parque):
 * park credits bought in the store with pokz, a day ticket bought with credits and checked in,
 * and arcade games, each play paid with credits and played in the challenges' game runtime.
 * Paths on the main service; the specification names them, the payloads are ours.
 */

/** Credits a day ticket costs; it lets its holder in for the São Paulo day it was bought. */
export const PARK_TICKET_PRICE = 2;
/** Lines of the credits statement a page. */
export const PARK_STATEMENT_PAGE_SIZE = 10;
export const PARK_PRICE_LIMIT = 1_000;

export const PARK_MESSAGES = {
  insufficientCredits: 'Créditos insuficientes. Compre mais créditos na loja.',
  ticketBoughtToday: 'Você já tem o ingresso de hoje.',
  noTicketToday: 'Você ainda não tem ingresso para hoje. Compre um para entrar no parque.',
  notCheckedIn: 'Faça o check-in com o ingresso de hoje para jogar.',
  gameNotFound: 'Jogo do parque não encontrado.',
  priceChanged: 'O preço deste jogo mudou. Confira o novo preço antes de jogar.',
  ticketPriceChanged: 'O preço do ingresso mudou. Confira o novo preço antes de comprar.',
  checkoutNotFound: 'Ficha de jogo não encontrada.',
  arcadeNotFound: 'Partida não encontrada.',
  arcadeFinished: 'Esta partida já terminou. Compre outra ficha para jogar de novo.',
  delegatedSession: 'Ao entrar como responsável, não é possível gastar os créditos do dependente.',
  price: `Informe um preço inteiro de 1 a ${PARK_PRICE_LIMIT} créditos.`,
} as const;

const price = z
  .number({ error: PARK_MESSAGES.price })
  .int(PARK_MESSAGES.price)
  .min(1, PARK_MESSAGES.price)
  .max(PARK_PRICE_LIMIT, PARK_MESSAGES.price);

// ---------------------------------------------------------------------------------------
// Requests

/** GET /park/credits/statement: newest first, a page at a time. */
export const parkStatementQuerySchema = z.object({
  page: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().int().min(1).max(100_000).optional(),
  ),
});
export type ParkStatementQuery = z.infer<typeof parkStatementQuerySchema>;

/** POST /park/tickets/checkout, once per Idempotency-Key: today's ticket at the price the student was shown. */
export const ticketCheckoutBodySchema = z.strictObject({ price });
export type TicketCheckoutBody = z.infer<typeof ticketCheckoutBodySchema>;

/** POST /park/tickets/games/checkout, once per Idempotency-Key: one play of an arcade game. */
export const gameCheckoutBodySchema = z.strictObject({
  game_id: z.uuid({ error: PARK_MESSAGES.gameNotFound }),
  price,
});
export type GameCheckoutBody = z.infer<typeof gameCheckoutBodySchema>;

/** POST /park/arcades/create: opens (or opens again) the play a checkout paid for. */
export const arcadeCreateBodySchema = z.strictObject({
  checkout_id: z.uuid({ error: PARK_MESSAGES.checkoutNotFound }),
});
export type ArcadeCreateBody = z.infer<typeof arcadeCreateBodySchema>;

/** PATCH /park/arcades/finish-game: the frame's answers; the server scores them, once. */
export const arcadeFinishBodySchema = z.strictObject({
  arcade_id: z.uuid({ error: PARK_MESSAGES.arcadeNotFound }),
  answers: gameAnswersSchema,
  elapsed_seconds: z.number().min(0).max(86_400).default(0),
});
export type ArcadeFinishBody = z.infer<typeof arcadeFinishBodySchema>;

// ---------------------------------------------------------------------------------------
// Responses

export const PARK_LINE_TYPES = ['purchase', 'ticket', 'game'] as const;
export type ParkLineType = (typeof PARK_LINE_TYPES)[number];

/** A credits line: a pack bought in the store (positive), a ticket or a game play (negative). */
export const parkStatementLineSchema = z.object({
  /** The purchase's or the spend's id. */
  id: z.uuid(),
  date: z.string(),
  event: z.string(),
  type: z.enum(PARK_LINE_TYPES),
  value: z.number().int(),
});
export type ParkStatementLine = z.infer<typeof parkStatementLineSchema>;

export const parkTicketSchema = z.object({
  id: z.uuid(),
  /** The São Paulo day it lets its holder in (yyyy-MM-dd). */
  day: z.string(),
  price: z.number().int(),
  checked_in_at: z.string().nullable(),
});
export type ParkTicket = z.infer<typeof parkTicketSchema>;

export const parkStatementResponseSchema = z.object({
  credits: z.number().int(),
  ticket_price: z.number().int(),
  /** Today's ticket, if bought. */
  ticket: parkTicketSchema.nullable(),
  statement: z.array(parkStatementLineSchema),
  total: z.number().int(),
  page_size: z.number().int(),
});
export type ParkStatementResponse = z.infer<typeof parkStatementResponseSchema>;

export const ticketCheckoutResponseSchema = z.object({ ticket: parkTicketSchema, credits: z.number().int() });
export type TicketCheckoutResponse = z.infer<typeof ticketCheckoutResponseSchema>;

export const parkGameSchema = z.object({
  id: z.uuid(),
  oed_content_id: z.uuid(),
  title: z.string(),
  description: z.string(),
  price: z.number().int(),
  /** The caller's best finished score in this game, if any. */
  best_score: z.number().nullable(),
});
export type ParkGame = z.infer<typeof parkGameSchema>;

/** A play paid for and not finished yet: the student opens it again without paying again. */
export const parkCheckoutSchema = z.object({
  id: z.uuid(),
  game_id: z.uuid(),
  price: z.number().int(),
  date: z.string(),
});
export type ParkCheckout = z.infer<typeof parkCheckoutSchema>;

/** GET /park/tickets/checkin: inside the park, its arcade games and the plays paid and not finished. */
export const checkinResponseSchema = z.object({
  ticket: parkTicketSchema,
  games: z.array(parkGameSchema),
  open_checkouts: z.array(parkCheckoutSchema),
});
export type CheckinResponse = z.infer<typeof checkinResponseSchema>;

export const gameCheckoutResponseSchema = z.object({ checkout: parkCheckoutSchema, credits: z.number().int() });
export type GameCheckoutResponse = z.infer<typeof gameCheckoutResponseSchema>;

export const parkArcadeSchema = z.object({
  id: z.uuid(),
  checkout_id: z.uuid(),
  game_id: z.uuid(),
  title: z.string(),
  score: z.number().nullable(),
  right_rounds: z.number().int().nullable(),
  total_rounds: z.number().int().nullable(),
  finished_at: z.string().nullable(),
});
export type ParkArcade = z.infer<typeof parkArcadeSchema>;

/** The arcade and a fresh play token with the frame's address (the challenges' POST /games/play answer). */
export const arcadeCreateResponseSchema = z.object({ arcade: parkArcadeSchema, play: gamePlayResponseSchema });
export type ArcadeCreateResponse = z.infer<typeof arcadeCreateResponseSchema>;

export const arcadeFinishResponseSchema = z.object({ arcade: parkArcadeSchema });
export type ArcadeFinishResponse = z.infer<typeof arcadeFinishResponseSchema>;
