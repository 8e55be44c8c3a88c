import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ActivityTracker, startActivityTracker } from './activity-tracker.ts';
import { startIdleDeadline } from './idle-deadline.ts';

let tracker: ActivityTracker;
let logs: number[];
let spans: number[];

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  logs = [];
  spans = [];
  tracker = startActivityTracker({
    idleMs: 30_000,
    logIntervalMs: 10_000,
    now: Date.now,
    onLog: (seconds) => logs.push(seconds),
    onSpanEnd: (seconds) => spans.push(seconds),
  });
});
afterEach(() => {
  tracker.stop();
  setVisibility('visible');
  vi.useRealTimers();
});

describe('activity tracker', () => {
  it('starts active and logs ten seconds every ten seconds', () => {
    expect(tracker.state()).toBe('active');
    vi.advanceTimersByTime(25_000);
    expect(logs).toEqual([10, 10]);
  });

  it('goes idle after 30 seconds without activity, logging the rest and the span', () => {
    vi.advanceTimersByTime(30_000);
    expect(tracker.state()).toBe('idle');
    expect(logs).toEqual([10, 10, 10]);
    expect(spans).toEqual([30]);
    vi.advanceTimersByTime(60_000);
    expect(logs).toHaveLength(3);
  });

  it('stays active while the user clicks, types, scrolls or moves the mouse', () => {
    for (const event of ['click', 'keydown', 'scroll', 'mousemove']) {
      vi.advanceTimersByTime(20_000);
      window.dispatchEvent(new Event(event));
    }
    vi.advanceTimersByTime(20_000);
    expect(tracker.state()).toBe('active');
  });

  it('ignores the mouse while idle, and wakes on a click, a key, a touch or focus', () => {
    for (const event of ['click', 'keydown', 'touchstart', 'focus']) {
      window.dispatchEvent(new Event('blur'));
      expect(tracker.state()).toBe('idle');
      window.dispatchEvent(new Event('mousemove'));
      expect(tracker.state()).toBe('idle');
      window.dispatchEvent(new Event(event));
      expect(tracker.state()).toBe('active');
    }
  });

  it('goes idle when the page is hidden and active when it is visible again', () => {
    vi.advanceTimersByTime(5_000);
    setVisibility('hidden');
    expect(tracker.state()).toBe('idle');
    expect(logs).toEqual([5]);
    expect(spans).toEqual([5]);
    setVisibility('visible');
    expect(tracker.state()).toBe('active');
  });

  it('counts a route change as activity', () => {
    window.dispatchEvent(new Event('blur'));
    tracker.activity();
    expect(tracker.state()).toBe('active');
  });
});

describe('second idle detector', () => {
  it('fires once the range plus one second has passed since the stored start, then resets', () => {
    let start: number | null = Date.now();
    const fired: number[] = [];
    const stop = startIdleDeadline({
      rangeMs: 60_000,
      readStart: () => start,
      resetStart: (now) => {
        start = now;
      },
      onElapsed: () => fired.push(Date.now()),
      now: Date.now,
    });
    vi.advanceTimersByTime(60_000);
    expect(fired).toHaveLength(0);
    vi.advanceTimersByTime(1_000);
    expect(fired).toHaveLength(1);
    vi.advanceTimersByTime(30_000);
    expect(fired).toHaveLength(1);
    vi.advanceTimersByTime(31_000);
    expect(fired).toHaveLength(2);
    stop();
  });
});
