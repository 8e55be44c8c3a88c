import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine } from './icalendar.ts';

describe('iCalendar writing (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'ção '.repeat(40)}`;
    const parts = foldLine(line).split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes all-day items as dates on the São Paulo calendar, with an exclusive end', () => {
    const calendar = buildCalendar(
      'Agenda',
      [
        {
          uid: 'x@agenda',
          start: new Date('2026-05-10T02:00:00Z'), // 9 May, 23:00 in São Paulo
          end: new Date('2026-05-10T05:00:00Z'),
          allDay: true,
          summary: 'Dia das Mães',
          description: '',
          location: '',
          url: 'http://ava.teste/',
          updatedAt: new Date('2026-05-01T00:00:00Z'),
        },
      ],
      new Date('2026-05-01T12:00:00Z'),
    );
    expect(calendar).toContain('DTSTART;VALUE=DATE:20260509\r\nDTEND;VALUE=DATE:20260511\r\n');
    expect(calendar.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
