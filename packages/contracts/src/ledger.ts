import { z } from 'zod';
import { CALENDAR_YEARS, dateSchema } from './calendar.ts';
import { formatNumber } from './format.ts';
import { POKZ_PER_POINT } from './game-scoring.ts';

/**
 * The pokz ledger (document 3 section 7, 'Pokz ledger'; document 1 section 3, Balance and the
 * statement query): balances, the statement, investments, transfers and the social-media reward,
 * all on the identity service. Students hold pokz, educators Profz (the platform's names for them
 * are the theme's `currency`); both are whole numbers.
 */

/** What moved pokz, as the statement filters by it. */
export const LEDGER_EVENT_TYPES = [
  'activity',
  'exam',
  'challenge',
  'social_media',
  'transfer',
  'investment',
  'redemption',
  'purchase',
  'reward',
] as const;
export type LedgerEventType = (typeof LEDGER_EVENT_TYPES)[number];

export const LEDGER_EVENT_LABELS: Record<LedgerEventType, string> = {
  activity: 'Atividades',
  exam: 'Provas digitais',
  challenge: 'Desafios',
  social_media: 'Redes sociais',
  transfer: 'Transferências',
  investment: 'Investimentos',
  redemption: 'Resgates',
  purchase: 'Compras',
  reward: 'Prêmios de temporada',
};

// ---------------------------------------------------------------------------------------
// Rules the specification leaves open (the ledger module's README explains each)

/** A digital exam pays the pokz a challenge pays for the same score: 6,7 pays 67. */
export function examPokz(score: number): number {
  return Math.round(score * POKZ_PER_POINT);
}

/** Statement lines per page. */
export const STATEMENT_PAGE_SIZE = 10;
/** Latest lines score_balance answers with. */
export const BALANCE_STATEMENT_LINES = 5;

/** Pokz a student may send in one day (America/Sao_Paulo), all transfers together. */
export const TRANSFER_DAILY_LIMIT = 100;
/** The transfer password: digits only, so a child can type and remember it. */
export const TRANSFER_PASSWORD_LENGTH = { min: 4, max: 6 } as const;

/** Daily rate of an investment unless the platform sets `configs.investment_daily_rate`. */
export const DEFAULT_INVESTMENT_DAILY_RATE = 0.005;
/** The highest daily rate a platform may set. */
export const MAX_INVESTMENT_DAILY_RATE = 0.02;
/** An investment yields for at most this many whole days; it may stay longer, yielding no more. */
export const MAX_INVESTMENT_YIELD_DAYS = 30;
/** The largest single investment or transfer. */
export const MAX_POKZ_MOVEMENT = 1_000_000;

/** Simple interest, whole pokz rounded down: principal × rate × days, days capped. */
export function investmentYield(principal: number, dailyRate: number, days: number): number {
  const counted = Math.min(Math.max(Math.floor(days), 0), MAX_INVESTMENT_YIELD_DAYS);
  return Math.floor(principal * dailyRate * counted);
}

/** The platform's daily rate: a number (or numeric text) within 0 and the maximum, else the default. */
export function investmentDailyRate(configs: Record<string, unknown>): number {
  const raw = configs.investment_daily_rate;
  const rate = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0) return DEFAULT_INVESTMENT_DAILY_RATE;
  return Math.min(rate, MAX_INVESTMENT_DAILY_RATE);
}

/** Pokz for visiting one of the platform's social networks, at most once per window. */
export const SOCIAL_MEDIA_REWARD = 10;
/** The window is the week (Monday to Sunday in America/Sao_Paulo). */
export const SOCIAL_MEDIA_WINDOW_DAYS = 7;

export const LEDGER_MESSAGES = {
  insufficientBalance: 'Saldo insuficiente.',
  amount: `Informe uma quantidade inteira de 1 a ${formatNumber(MAX_POKZ_MOVEMENT)}.`,
  idempotencyKeyMissing: 'Envie a chave de idempotência (Idempotency-Key) desta operação.',
  idempotencyKeyReused: 'Esta chave de idempotência já foi usada em outra operação.',
  delegatedSession: 'Ao entrar como responsável, não é possível movimentar os pokz do dependente.',
  transfersOff: 'As transferências de pokz estão desativadas nesta plataforma.',
  transferPasswordMissing: 'Crie a sua senha de transferência antes de transferir.',
  transferPasswordWrong: 'Senha de transferência incorreta.',
  transferPasswordFormat: `A senha de transferência deve ter de ${TRANSFER_PASSWORD_LENGTH.min} a ${TRANSFER_PASSWORD_LENGTH.max} números.`,
  transferToSelf: 'Não é possível transferir para você mesmo.',
  transferOutsideClassroom: 'Só é possível transferir para colegas da sua turma.',
  transferDailyLimit: `Você pode transferir até ${formatNumber(TRANSFER_DAILY_LIMIT)} pokz por dia.`,
  investmentNotFound: 'Investimento não encontrado.',
  socialMediaOff: 'Esta plataforma não dá pokz pelas redes sociais.',
  socialMediaUnknown: 'Rede social não encontrada.',
  classroomNotFound: 'Turma não encontrada.',
} as const;

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
