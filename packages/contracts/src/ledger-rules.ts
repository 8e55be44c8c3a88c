import { formatNumber } from './format.ts';

/**
 * The pokz ledger (document 3 section 7, 'Pokz ledger'; document 1 section 3, Balance and the
 * statement query): balances, the statement, investments, transfers and the social-media reward,
 * all on the identity service. Students hold pokz, educators Profz (the platform's names for them
 * are the theme's `currency`); both are whole numbers. Its rules, labels and messages, without a
 * schema (the dashboard's header reads them at startup); the requests' schemas are in ledger.ts.
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
