import { z } from 'zod';

/**
 * The years a date typed into the platform may fall in. Outside them it is a slip of the keyboard,
 * and PostgreSQL cannot even store some such dates (year 0000, or 10000 once an offset is applied).
 */
export const CALENDAR_YEARS = { first: 1900, last: 2200 } as const;

function withinCalendar(value: string): boolean {
  const year = new Date(value).getUTCFullYear();
  return year >= CALENDAR_YEARS.first && year <= CALENDAR_YEARS.last;
}

/** An ISO date-time with its offset ('2026-03-10T18:00:00-03:00'). */
export const dateTimeSchema = z.iso.datetime({ offset: true }).refine(withinCalendar);

/** An ISO calendar date ('2014-05-20'). */
export const dateSchema = z.iso.date().refine(withinCalendar);
