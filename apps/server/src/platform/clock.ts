import { displayDay } from '@ava/contracts';

/** The server clock; tests pass a fixed one. Deadlines are always decided here, never by the browser. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The São Paulo calendar day of an instant ('2026-03-02') and when it began; Brazil keeps UTC-3 all year since 2019. */
export function saoPauloDay(now: Date): { day: string; start: Date } {
  const day = displayDay(now);
  return { day, start: new Date(`${day}T00:00:00-03:00`) };
}
