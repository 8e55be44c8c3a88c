/** Dates are typed dd/MM/yyyy and kept as ISO yyyy-MM-dd; the default range runs from 1901-01-01 to the end of next year. */
export const DATE_INPUT_MIN = '1901-01-01';

export function defaultMaxDate(today: Date = new Date()): string {
  return `${today.getFullYear() + 1}-12-31`;
}

/** Keeps the digits typed (at most eight) and puts the slashes of dd/MM/yyyy between them. */
export function maskDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** 'dd/MM/yyyy' to 'yyyy-MM-dd' when it names a day of the calendar, else null. */
export function parseDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const real =
    date.getUTCFullYear() === Number(yyyy) && date.getUTCMonth() === Number(mm) - 1 && date.getUTCDate() === Number(dd);
  return real ? `${yyyy}-${mm}-${dd}` : null;
}

export function formatIsoDate(iso: string): string {
  const [yyyy, mm, dd] = iso.split('-');
  return `${dd}/${mm}/${yyyy}`;
}

export type DateCheck = { iso: string } | { error: 'invalid' | 'outOfRange' };

/** A complete text is a date inside [min, max] (ISO strings compare in calendar order). */
export function checkDate(text: string, min: string, max: string): DateCheck {
  const iso = parseDate(text);
  if (!iso) return { error: 'invalid' };
  return iso < min || iso > max ? { error: 'outOfRange' } : { iso };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isIsoDate = (value: string) => ISO_DATE.test(value);

/** The local midnight of an ISO day, as the calendar shows it. */
export function isoToDay(iso: string): Date {
  const [yyyy, mm, dd] = iso.split('-').map(Number) as [number, number, number];
  return new Date(yyyy, mm - 1, dd);
}

export const dayToIso = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

export type DateProblem = 'invalid' | 'outOfRange';

/**
 * What is wrong with a date field's value ('' when empty, ISO when valid, else the text typed):
 * null when nothing is; a text still being typed counts only once the field is left.
 */
export function dateProblem(value: string, min: string, max: string, left: boolean): DateProblem | null {
  if (value === '') return null;
  if (isIsoDate(value)) return value < min || value > max ? 'outOfRange' : null;
  if (value.length < 10) return left ? 'invalid' : null;
  const check = checkDate(value, min, max);
  return 'error' in check ? check.error : null;
}
