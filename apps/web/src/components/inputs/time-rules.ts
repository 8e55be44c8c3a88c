/** Time input limits of document 3 section 9. */
export const TIME_INPUT_MAX_HOURS = 99;
export const TIME_INPUT_MAX_MINUTES = 59;

/** What is typed in one part: digits only, negatives become 0, values above the maximum become the maximum. */
export function clampTimePart(text: string, max: number): string {
  if (text.trim() === '') return '';
  const value = Number.parseInt(text, 10);
  if (Number.isNaN(value) || value < 0) return '0';
  return String(Math.min(value, max));
}

export const padTimePart = (part: string) => (part === '' ? '00' : part.padStart(2, '0'));

/** 'hh:mm' with two digits each. */
export const formatTime = (hours: string, minutes: string) => `${padTimePart(hours)}:${padTimePart(minutes)}`;

export function splitTime(value: string | null): [string, string] {
  const [hours = '', minutes = ''] = value?.split(':') ?? [];
  return [hours, minutes];
}
