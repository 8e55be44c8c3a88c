export interface IdleDeadlineOptions {
  /** How long after the stored start the action fires; one second more is allowed, as the spec says. */
  rangeMs: number;
  readStart: () => number | null;
  /** Called once the range has elapsed; the start is then reset to now. */
  onElapsed: () => void;
  resetStart: (now: number) => void;
  now: () => number;
  checkEveryMs?: number;
}

/**
 * The second idle detector of document 1 section 4: fires an action once a configured range
 * (plus one second) has passed since a stored start time, then resets the start.
 */
export function startIdleDeadline(options: IdleDeadlineOptions): () => void {
  const { rangeMs, readStart, onElapsed, resetStart, now, checkEveryMs = 1_000 } = options;
  const timer = setInterval(() => {
    const start = readStart();
    if (start === null || now() - start < rangeMs + 1_000) return;
    resetStart(now());
    onElapsed();
  }, checkEveryMs);
  return () => clearInterval(timer);
}
