import {
  HALL_OF_FAME_MAX_MONTHS,
  HALL_OF_FAME_MESSAGES,
  type HallPeriod,
  type HallPeriodQuery,
  monthsBetween,
  splitYearMonth,
  yearMonthAt,
  yearMonthOf,
} from '@ava/contracts';
import { badRequest } from '../../platform/http/app-error.ts';
import type { MonthRange } from './hall-of-fame.repository.ts';

/** The months a query asks for: each part left out is the current month's; at most a school year. */
export function monthsOf(query: HallPeriodQuery, now: Date): MonthRange {
  const current = splitYearMonth(yearMonthAt(now));
  const from = yearMonthOf(query.start_year ?? current.year, query.start_month ?? current.month);
  const to = yearMonthOf(query.end_year ?? current.year, query.end_month ?? current.month);
  const refuse = (message: string) => badRequest(message, { fields: [{ field: 'querystring.start_month', message }] });
  if (from > to) throw refuse(HALL_OF_FAME_MESSAGES.periodReversed);
  if (monthsBetween(from, to) > HALL_OF_FAME_MAX_MONTHS) throw refuse(HALL_OF_FAME_MESSAGES.periodTooLong);
  return { from, to };
}

export function presentPeriod({ from, to }: MonthRange): HallPeriod {
  const start = splitYearMonth(from);
  const end = splitYearMonth(to);
  return { start_month: start.month, start_year: start.year, end_month: end.month, end_year: end.year };
}
