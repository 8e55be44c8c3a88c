export type TrackerState = 'active' | 'idle';

export interface TrackerOptions {
  /** Idle after this long without activity (document 1 section 9: 30 s). */
  idleMs: number;
  /** A time log every this long while active (document 3 section 9: 10 s). */
  logIntervalMs: number;
  now: () => number;
  /** Seconds of activity since the previous log; also sent for the rest when activity stops. */
  onLog: (seconds: number) => void;
  /** Seconds an active span lasted, when it ends. */
  onSpanEnd: (seconds: number) => void;
}

export interface ActivityTracker {
  state(): TrackerState;
  /** Something happened that counts as activity (a route change, for instance). */
  activity(): void;
  stop(): void;
}

const RESUME_EVENTS = ['click', 'keydown', 'scroll', 'touchstart', 'focus'] as const;

/**
 * The user activity tracker of document 1 section 4: active or idle. It goes idle after
 * `idleMs` without activity, on window blur, or when the page is hidden; it becomes active on
 * click, key, scroll, touch, focus, a route change or the page becoming visible. Mouse movement
 * keeps an active user active but never wakes an idle one.
 */
export function startActivityTracker(options: TrackerOptions): ActivityTracker {
  const { idleMs, logIntervalMs, now, onLog, onSpanEnd } = options;
  let state: TrackerState = 'idle';
  let spanStart = 0;
  let lastLog = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let logTimer: ReturnType<typeof setInterval> | undefined;

  const seconds = (from: number) => Math.round((now() - from) / 1000);

  function log() {
    const elapsed = seconds(lastLog);
    if (elapsed < 1) return;
    lastLog = now();
    onLog(elapsed);
  }

  function armIdleTimer() {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(goIdle, idleMs);
  }

  function goActive() {
    if (state === 'active') {
      armIdleTimer();
      return;
    }
    state = 'active';
    spanStart = now();
    lastLog = spanStart;
    logTimer = setInterval(log, logIntervalMs);
    armIdleTimer();
  }

  function goIdle() {
    if (state === 'idle') return;
    state = 'idle';
    clearTimeout(idleTimer);
    clearInterval(logTimer);
    log();
    const span = seconds(spanStart);
    if (span > 0) onSpanEnd(span);
  }

  const onMouseMove = () => {
    if (state === 'active') armIdleTimer();
  };
  const onVisibility = () => (document.visibilityState === 'hidden' ? goIdle() : goActive());

  for (const name of RESUME_EVENTS) window.addEventListener(name, goActive, { capture: true, passive: true });
  window.addEventListener('mousemove', onMouseMove, { passive: true });
  window.addEventListener('blur', goIdle);
  document.addEventListener('visibilitychange', onVisibility);
  if (document.visibilityState !== 'hidden') goActive();

  return {
    state: () => state,
    activity: goActive,
    stop() {
      goIdle();
      for (const name of RESUME_EVENTS) window.removeEventListener(name, goActive, { capture: true });
      window.removeEventListener('mousemove', onMouseMove);
      window.removeEventListener('blur', goIdle);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
