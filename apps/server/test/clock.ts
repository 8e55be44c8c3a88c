import type { Clock } from '../src/platform/clock.ts';

export interface TestClock extends Clock {
  advance(ms: number): void;
}

/** A clock that only moves when the test says so. */
export function testClock(start = new Date('2026-03-02T12:00:00Z')): TestClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
  };
}
