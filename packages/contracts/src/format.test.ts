import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatElapsed,
  formatNumber,
  formatScore,
  fromWallTimeInput,
  toEmbed,
  toWallTimeInput,
  workloadLabel,
} from './format.ts';

describe('formatScore', () => {
  it('shows one decimal in pt-BR', () => {
    expect(formatScore(7)).toBe('7,0');
    expect(formatScore(8.46)).toBe('8,5');
    expect(formatScore(0)).toBe('0,0');
  });
  it("shows '-' below zero or when missing", () => {
    expect(formatScore(-1)).toBe('-');
    expect(formatScore(null)).toBe('-');
    expect(formatScore(Number.NaN)).toBe('-');
  });
});

describe('formatNumber', () => {
  it('uses pt-BR separators and at most two decimals by default', () => {
    expect(formatNumber(1234.567)).toBe('1.234,57');
    expect(formatNumber(2)).toBe('2');
    expect(formatNumber(1.23456, 3)).toBe('1,235');
  });
});

describe('dates', () => {
  it('formats dd/MM/yyyy and HH:mm in São Paulo time', () => {
    expect(formatDate('2026-03-02T02:30:00Z')).toBe('01/03/2026');
    expect(formatDateTime('2026-03-02T15:05:00Z')).toBe('02/03/2026 12:05');
  });
  it("shows '-' for a missing or invalid date", () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDateTime('não é data')).toBe('-');
  });
});

describe('datetime-local inputs, on the display zone clock', () => {
  it('shows an instant as Brasília wall time, whatever the zone of the machine', () => {
    expect(toWallTimeInput('2026-11-25T13:00:00.000Z')).toBe('2026-11-25T10:00');
    expect(formatDateTime('2026-11-25T13:00:00.000Z')).toBe('25/11/2026 10:00');
  });

  it('reads a typed wall time back as the instant every screen prints with the same time', () => {
    const typed = fromWallTimeInput('2026-11-25T10:00');
    expect(typed?.toISOString()).toBe('2026-11-25T13:00:00.000Z');
    expect(formatDateTime(typed)).toBe('25/11/2026 10:00');
    expect(toWallTimeInput(typed)).toBe('2026-11-25T10:00');
  });

  it('follows the offset of the date, as in the summers Brasília kept daylight saving time', () => {
    expect(fromWallTimeInput('2018-12-01T10:00')?.toISOString()).toBe('2018-12-01T12:00:00.000Z');
    expect(toWallTimeInput('2018-12-01T12:00:00.000Z')).toBe('2018-12-01T10:00');
  });

  it('answers nothing for what is not a datetime-local value', () => {
    expect(fromWallTimeInput('')).toBeNull();
    expect(fromWallTimeInput('25/11/2026 10:00')).toBeNull();
    expect(toWallTimeInput(null)).toBe('');
  });
});

describe('workloadLabel', () => {
  it('labels the workload options from 15 minutes to 6 hours', () => {
    expect(workloadLabel(15)).toBe('15 minutos');
    expect(workloadLabel(45)).toBe('45 minutos');
    expect(workloadLabel(60)).toBe('1 hora');
    expect(workloadLabel(240)).toBe('4 horas');
    expect(workloadLabel(360)).toBe('6 horas');
  });
  it("shows 'Sem informação' for anything else", () => {
    expect(workloadLabel(90)).toBe('Sem informação');
    expect(workloadLabel(0)).toBe('Sem informação');
    expect(workloadLabel(null)).toBe('Sem informação');
  });
});

describe('toEmbed', () => {
  it('turns YouTube and Vimeo links into embed urls', () => {
    expect(toEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual({
      kind: 'youtube',
      url: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    });
    expect(toEmbed('https://youtu.be/dQw4w9WgXcQ')?.url).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(toEmbed('https://youtube.com/shorts/dQw4w9WgXcQ')?.url).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(toEmbed('https://vimeo.com/76979871')).toEqual({
      kind: 'vimeo',
      url: 'https://player.vimeo.com/video/76979871',
    });
  });
  it('recognises mp4 and images and refuses the rest', () => {
    expect(toEmbed('https://cdn.x.br/aula.mp4')).toEqual({ kind: 'video', url: 'https://cdn.x.br/aula.mp4' });
    expect(toEmbed('https://cdn.x.br/mapa.JPG?v=2')?.kind).toBe('image');
    expect(toEmbed('https://example.com/pagina')).toBeNull();
  });
});

describe('formatElapsed', () => {
  it('shows minutes and seconds, with hours from the first hour', () => {
    expect(formatElapsed(754)).toBe('12:34');
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(59.6)).toBe('01:00');
    expect(formatElapsed(3723)).toBe('1:02:03');
  });
  it("shows '-' when missing or negative", () => {
    expect(formatElapsed(null)).toBe('-');
    expect(formatElapsed(-1)).toBe('-');
  });
});
