import { z } from 'zod';
import { CALENDAR_YEARS, dateSchema } from './calendar.ts';
import { POKZ_PER_POINT } from './game-scoring.ts';
import { LEDGER_EVENT_TYPES, LEDGER_MESSAGES, MAX_POKZ_MOVEMENT, TRANSFER_PASSWORD_LENGTH } from './ledger-rules.ts';

/** The pokz ledger's requests and answers (document 3 section 7, 'Pokz ledger'); its rules are in ledger-rules.ts. */

/** A digital exam pays the pokz a challenge pays for the same score: 6,7 pays 67. */
export function examPokz(score: number): number {
  return Math.round(score * POKZ_PER_POINT);
}

// ---------------------------------------------------------------------------------------
// Requests

const amountError = { error: LEDGER_MESSAGES.amount };
const amount = z.number(amountError).int(amountError).min(1, amountError).max(MAX_POKZ_MOVEMENT, amountError);
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

/**
 * The header a client sends with a movement it may retry (invest, transfer): the same key answers
 * the first result again and moves nothing more. 8 to 100 characters (a UUID fits).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string({ error: LEDGER_MESSAGES.idempotencyKeyMissing })
    .trim()
    .min(8, LEDGER_MESSAGES.idempotencyKeyMissing)
    .max(100, LEDGER_MESSAGES.idempotencyKeyMissing),
});

/** GET /transactions/statements: days are São Paulo calendar days, both ends included. */
export const statementQuerySchema = z.object({
  eventType: optionalQuery(z.enum(LEDGER_EVENT_TYPES)),
  startDate: optionalQuery(dateSchema),
  endDate: optionalQuery(dateSchema),
  year: optionalQuery(z.coerce.number().int().min(CALENDAR_YEARS.first).max(CALENDAR_YEARS.last)),
  page: optionalQuery(z.coerce.number().int().min(1).max(100_000)),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** POST /transactions/pokz/invest */
export const investBodySchema = z.object({ amount }).strict();
export type InvestBody = z.infer<typeof investBodySchema>;

/** PATCH /transactions/pokz/redeem: the whole investment, principal and yield. */
export const redeemBodySchema = z.object({ investment_id: z.uuid() }).strict();
export type RedeemBody = z.infer<typeof redeemBodySchema>;

const transferPassword = z
  .string({ error: LEDGER_MESSAGES.transferPasswordFormat })
  .regex(
    new RegExp(`^\\d{${TRANSFER_PASSWORD_LENGTH.min},${TRANSFER_PASSWORD_LENGTH.max}}$`),
    LEDGER_MESSAGES.transferPasswordFormat,
  );

/** POST /transactions/pokz/transfer: to a classmate, with the sender's transfer password. No message field. */
export const transferBodySchema = z
  .object({ receiver_id: z.uuid(), amount, transfer_password: transferPassword })
  .strict();
export type TransferBody = z.infer<typeof transferBodySchema>;

/** PUT /transactions/pokz/transfer_password (ours): set or change it, proving the account's password. */
export const transferPasswordBodySchema = z
  .object({ password: z.string().min(1).max(200), transfer_password: transferPassword })
  .strict();
export type TransferPasswordBody = z.infer<typeof transferPasswordBodySchema>;

/** PATCH /students/update_pokz: `social_media` is a key of the platform theme's links ('instagram'). */
export const updatePokzBodySchema = z.object({ social_media: z.string().trim().min(1).max(40) }).strict();
export type UpdatePokzBody = z.infer<typeof updatePokzBodySchema>;

/** GET /transactions/pokz/classroom_transfers (ours): a classroom's transfers, for its educators. */
export const classroomTransfersQuerySchema = z.object({
  classroom_id: z.uuid(),
  page: optionalQuery(z.coerce.number().int().min(1).max(100_000)),
});
export type ClassroomTransfersQuery = z.infer<typeof classroomTransfersQuerySchema>;

// ---------------------------------------------------------------------------------------
// Responses

/** A statement line of the caller's wallet: the value is signed (negative when pokz left). */
export const statementSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  event: z.string(),
  eventType: z.enum(LEDGER_EVENT_TYPES),
  value: z.number().int(),
});
export type Statement = z.infer<typeof statementSchema>;

export const statementsResponseSchema = z.object({
  statements: z.array(statementSchema),
  pokzBalance: z.number().int(),
  totalStatements: z.number().int(),
});
export type StatementsResponse = z.infer<typeof statementsResponseSchema>;

/**
 * GET /students/score_balance: `balance` is the wallet, `score` everything earned (grants less
 * their regrades; transfers, investments and purchases do not count), `currency` the platform's
 * name for the caller's currency; the latest lines of the statement.
 */
export const scoreBalanceResponseSchema = z.object({
  balance: z.number().int(),
  score: z.number().int(),
  currency: z.string(),
  statements: z.array(statementSchema),
  totalStatements: z.number().int(),
});
export type ScoreBalanceResponse = z.infer<typeof scoreBalanceResponseSchema>;

export const investmentSchema = z.object({
  id: z.uuid(),
  principal: z.number().int(),
  daily_rate: z.number(),
  invested_at: z.string(),
  /** Whole days counted so far (capped at MAX_INVESTMENT_YIELD_DAYS); frozen once redeemed. */
  days: z.number().int(),
  yield: z.number().int(),
  /** Principal plus yield: what a redemption pays (or paid). */
  value: z.number().int(),
  redeemed_at: z.string().nullable(),
});
export type Investment = z.infer<typeof investmentSchema>;

export const investmentsResponseSchema = z.object({
  investments: z.array(investmentSchema),
  /** The rate a new investment gets. */
  daily_rate: z.number(),
  max_yield_days: z.number().int(),
  /** Principal and yield of the investments not yet redeemed. */
  invested: z.number().int(),
  yield: z.number().int(),
  pokzBalance: z.number().int(),
});
export type InvestmentsResponse = z.infer<typeof investmentsResponseSchema>;

export const investmentMovementSchema = z.object({ investment: investmentSchema, pokzBalance: z.number().int() });
export type InvestmentMovement = z.infer<typeof investmentMovementSchema>;

const personSchema = z.object({ id: z.uuid(), name: z.string() });

export const transferSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  amount: z.number().int(),
  sender: personSchema,
  receiver: personSchema,
});
export type Transfer = z.infer<typeof transferSchema>;

export const transferResponseSchema = z.object({
  transfer: transferSchema,
  pokzBalance: z.number().int(),
  /** What the sender may still send today. */
  remainingToday: z.number().int(),
});
export type TransferResponse = z.infer<typeof transferResponseSchema>;

/**
 * GET /transactions/pokz/transfer_info (ours): what a student needs before sending: the classmates
 * they may send to (students of a classroom they are a student of), whether their transfer password
 * is set, and the day's limit with what is left of it.
 */
export const transferInfoResponseSchema = z.object({
  classmates: z.array(personSchema),
  has_transfer_password: z.boolean(),
  daily_limit: z.number().int(),
  remainingToday: z.number().int(),
});
export type TransferInfoResponse = z.infer<typeof transferInfoResponseSchema>;

export const classroomTransfersResponseSchema = z.object({
  transfers: z.array(transferSchema),
  total: z.number().int(),
});
export type ClassroomTransfersResponse = z.infer<typeof classroomTransfersResponseSchema>;

export const transferPasswordResponseSchema = z.object({ has_transfer_password: z.literal(true) });

/** The window's reward: asked again within the window, the same reward is answered and nothing more is paid. */
export const updatePokzResponseSchema = z.object({
  value: z.number().int(),
  date: z.string(),
  next_reward_at: z.string(),
  pokzBalance: z.number().int(),
});
export type UpdatePokzResponse = z.infer<typeof updatePokzResponseSchema>;
