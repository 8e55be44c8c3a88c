/** pt-BR display rules of document 1 section 5. Times are shown in America/Sao_Paulo. */
export const DISPLAY_TIME_ZONE = 'America/Sao_Paulo';
export const EMPTY_VALUE = '-';

/**
 * Made on first use, not when the module loads: the first Intl formatter of a page loads the
 * locale's and the time zone's data, a long task on a phone for a screen that may print no date.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const oneDecimal = onFirstUse(
  () => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: DISPLAY_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);
const timeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: DISPLAY_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

const isoDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE });

/** The calendar day of an instant in São Paulo, as YYYY-MM-DD (the day a daily count or pick belongs to). */
export function displayDay(instant: Date): string {
  return isoDayFormat.format(instant);
}

/** Scores show one decimal; below zero (or missing) they show '-'. */
export function formatScore(score: number | null | undefined): string {
  if (score == null || Number.isNaN(score) || score < 0) return EMPTY_VALUE;
  return oneDecimal().format(score);
}

export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat('pt-BR', { maximumFractionDigits }).format(value);
}

/** An amount of Brazilian reais given in cents: 'R$ 19,90'. */
export function formatMoney(cents: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
}

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd/MM/yyyy; a missing date shows '-'. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormat().format(date) : EMPTY_VALUE;
}

/** dd/MM/yyyy HH:mm; a missing date shows '-'. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  return date ? `${dateFormat().format(date)} ${timeFormat().format(date)}` : EMPTY_VALUE;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

const wallTimeParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: DISPLAY_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }),
);

/** The display zone's wall clock at an instant, as the fields of a UTC date. */
function wallClockAt(instant: number): Date {
  const part = Object.fromEntries(
    wallTimeParts()
      .formatToParts(instant)
      .map(({ type, value }) => [type, Number(value)] as const),
  );
  return new Date(Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute));
}

/**
 * An instant as a datetime-local input shows it ('2026-11-25T10:00'), on the display zone's
 * clock, so what a form shows matches what every screen prints whatever the browser's zone.
 */
export function toWallTimeInput(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? wallClockAt(date.getTime()).toISOString().slice(0, 16) : '';
}

/** A datetime-local input's value read on the display zone's clock; null when it is not one. */
export function fromWallTimeInput(value: string): Date | null {
  const wall = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!wall) return null;
  const [year, month, day, hour, minute] = wall.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at the guess, then at the result, in case the guess crossed a change of offset.
  let instant = asUtc - (wallClockAt(asUtc).getTime() - asUtc);
  instant = asUtc - (wallClockAt(instant).getTime() - instant);
  return Number.isNaN(instant) ? null : new Date(instant);
}

/** A length of time as the exam clock shows it: 754 s is '12:34', an hour or more '1:02:03'; missing '-'. */
export function formatElapsed(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return EMPTY_VALUE;
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = twoDigits(whole % 60);
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${rest}` : `${twoDigits(minutes)}:${rest}`;
}

export const WORKLOAD_OPTIONS = [15, 30, 45, 60, 120, 240, 360] as const;
export const NO_WORKLOAD_LABEL = 'Sem informação';

/** Workload in minutes: 15 'minutos' through 6 hours; any other value has no label. */
export function workloadLabel(minutes: number | null | undefined): string {
  if (minutes == null || !(WORKLOAD_OPTIONS as readonly number[]).includes(minutes)) return NO_WORKLOAD_LABEL;
  if (minutes < 60) return `${minutes} minutos`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

export type EmbedKind = 'youtube' | 'vimeo' | 'video' | 'image';
export interface Embed {
  kind: EmbedKind;
  url: string;
}

const YOUTUBE = /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([\w-]{11})/i;
const VIMEO = /vimeo\.com\/(?:video\/)?(\d+)/i;
const MP4 = /\.mp4(?:[?#].*)?$/i;
const IMAGE = /\.(?:png|jpe?g|gif|webp|svg)(?:[?#].*)?$/i;

/** Recognises YouTube, Vimeo, mp4 and image links and gives the url to embed. */
export function toEmbed(link: string): Embed | null {
  const url = link.trim();
  const youtube = YOUTUBE.exec(url);
  if (youtube) return { kind: 'youtube', url: `https://www.youtube.com/embed/${youtube[1]}` };
  const vimeo = VIMEO.exec(url);
  if (vimeo) return { kind: 'vimeo', url: `https://player.vimeo.com/video/${vimeo[1]}` };
  if (MP4.test(url)) return { kind: 'video', url };
  if (IMAGE.test(url)) return { kind: 'image', url };
  return null;
}
