/**
 * A minimal iCalendar (RFC 5545) writer for the guardian's agenda feed: text values escaped
 * (section 3.3.11), lines folded at 75 octets without splitting a UTF-8 character (3.1),
 * CRLF line ends, UTC times, and all-day items as DATE values with an exclusive end.
 */

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  allDay: boolean;
  summary: string;
  description: string;
  location: string;
  url: string;
  updatedAt: Date;
}

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into lines of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines carry the leading space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The calendar day in São Paulo, as YYYYMMDD. */
function saoPauloDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
  return parts.replace(/-/g, '');
}

function nextDay(yyyymmdd: string): string {
  const day = new Date(`${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10).replace(/-/g, '');
}

export function buildCalendar(name: string, events: readonly CalendarEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//AVA//Agenda escolar//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:America/Sao_Paulo',
  ];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${utc(now)}`);
    if (event.allDay) {
      const first = saoPauloDate(event.start);
      const last = saoPauloDate(event.end);
      lines.push(`DTSTART;VALUE=DATE:${first}`, `DTEND;VALUE=DATE:${nextDay(last < first ? first : last)}`);
    } else {
      lines.push(`DTSTART:${utc(event.start)}`, `DTEND:${utc(event.end)}`);
    }
    lines.push(
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      `URL:${event.url}`,
      `LAST-MODIFIED:${utc(event.updatedAt)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
