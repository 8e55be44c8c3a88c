/** The server clock; tests pass a fixed one. Deadlines are always decided here, never by the browser. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
