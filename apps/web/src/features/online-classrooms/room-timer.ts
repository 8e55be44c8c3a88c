export interface RoomTimerOptions {
  /** A report every this long while the screen is open (document 3 section 9: 10 s). */
  intervalMs: number;
  now: () => number;
  /** Seconds since the previous report; `leave` when the student left (the page closed or the timer stopped). */
  report: (seconds: number, leave: boolean) => void;
}

export interface RoomTimer {
  /** The student left: the rest of the time is reported with `leave`. */
  stop(): void;
}

/**
 * The time of a student who joined a room, counted as the activity tracker counts: the seconds
 * since the previous report, every `intervalMs`. The meeting runs in another tab, so a hidden page
 * keeps counting; becoming hidden or visible sends what passed (a hidden tab's timers slow down),
 * and closing the page sends the rest as leaving.
 */
export function startRoomTimer({ intervalMs, now, report }: RoomTimerOptions): RoomTimer {
  let last = now();
  let stopped = false;

  function send(leave: boolean) {
    const seconds = Math.max(0, Math.round((now() - last) / 1000));
    if (seconds < 1 && !leave) return;
    last = now();
    report(seconds, leave);
  }

  const timer = setInterval(() => send(false), intervalMs);
  const onVisibility = () => send(false);
  const onPageHide = () => stop();

  function stop() {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
    send(true);
  }

  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  return { stop };
}
