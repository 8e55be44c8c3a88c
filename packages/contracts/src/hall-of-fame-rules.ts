import { displayDay } from './format.ts';

/** The hall of fame's rules without a schema: the student's dashboard reads its slug and visibility at startup. */

/** The student's sub-area of 'progresso' (document 1 section 2). */
export const HALL_OF_FAME_SLUG = 'hall-da-fama';
/** Rows of a ranking shown; the caller's own row is added when it falls below them. */
export const HALL_OF_FAME_TOP = 50;
/** The longest period a ranking covers: a school year. */
export const HALL_OF_FAME_MAX_MONTHS = 12;
export const GAMES_STATEMENT_PAGE_SIZE = 20;

export const HALL_OF_FAME_MESSAGES = {
  hidden: 'O hall da fama não está disponível nesta plataforma.',
  invalidMonth: 'Mês inválido.',
  invalidYear: 'Ano inválido.',
  periodReversed: 'O mês inicial deve ser anterior ou igual ao mês final.',
  periodTooLong: `Escolha um período de até ${HALL_OF_FAME_MAX_MONTHS} meses.`,
  otherSchool: 'Você só pode ver o hall da fama da sua escola.',
  noSchool: 'Você ainda não está em uma escola: o hall da fama mostra as turmas e os alunos da sua escola.',
  noClassroom: 'Você ainda não está em uma turma.',
  ownPositionOnly: 'Você só pode ver a sua própria posição.',
  seasonNotFound: 'Temporada não encontrada.',
  seasonNotEnded: 'A temporada ainda não terminou: a recompensa pode ser resgatada quando ela acabar.',
  noReward: 'Você não conquistou recompensa nesta temporada.',
  alreadyClaimed: 'Você já resgatou a recompensa desta temporada.',
  claimed: 'Recompensa resgatada com sucesso!',
} as const;

/** Whether the platform's theme hides the hall of fame (configs.hide_hall_of_fame, 'true' or true). */
export function hallOfFameHidden(configs: Readonly<Record<string, unknown>> | undefined): boolean {
  const value = configs?.hide_hall_of_fame;
  return value === true || value === 'true';
}

/** Rankings name children by their first name only. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** A month as the number yyyymm (202603), the order of months being the order of the numbers. */
export const yearMonthOf = (year: number, month: number) => year * 100 + month;
export const splitYearMonth = (yearMonth: number) => ({
  year: Math.floor(yearMonth / 100),
  month: yearMonth % 100,
});
/** The month (yyyymm) an instant falls in, in São Paulo's calendar. */
export function yearMonthAt(instant: Date): number {
  const [year = '0', month = '0'] = displayDay(instant).split('-');
  return yearMonthOf(Number(year), Number(month));
}
/** The month `months` after (before, when negative) a month. */
export function addMonths(yearMonth: number, months: number): number {
  const index = Math.floor(yearMonth / 100) * 12 + (yearMonth % 100) - 1 + months;
  return yearMonthOf(Math.floor(index / 12), (index % 12) + 1);
}
/** Months from `from` to `to`, both counted (1 for the same month). */
export const monthsBetween = (from: number, to: number) =>
  Math.floor(to / 100) * 12 + (to % 100) - (Math.floor(from / 100) * 12 + (from % 100)) + 1;
