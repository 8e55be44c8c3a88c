import { IDLE_TIMEOUT_MS, TIME, TIME_LOG_INTERVAL_MS } from '@ava/contracts';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePlatform } from '../../lib/platform.ts';
import { logout, onSessionLeaving, type Session, useSession } from '../../lib/session.ts';
import { readItem, writeItem } from '../../lib/storage.ts';
import { type ActivityTracker, startActivityTracker } from './activity-tracker.ts';
import { computeTime, registerLog } from './api/time-log.ts';
import { startIdleDeadline } from './idle-deadline.ts';

const report = (what: string) => (error: unknown) => console.error(`[activity-tracker] ${what}`, error);

/** Tracks the signed-in user's active time while the platform has its time trackers on. */
function useActivityTracking(session: Session | null, enabled: boolean) {
  const tracker = useRef<ActivityTracker | null>(null);
  const { pathname } = useLocation();
  const user = session?.user;
  // The fields of the time log; the tracker restarts only when one of them changes.
  const identity =
    user && session
      ? JSON.stringify({
          user_id: user.user_id,
          external_id: user.external_id,
          school_id: user.school_id,
          school_external_id: user.school_external_id,
          name: user.name,
          platform: session.platform,
        })
      : null;
  const token = session?.token ?? null;

  useEffect(() => {
    if (!enabled || !identity || !token) return;
    const fields = JSON.parse(identity);
    const reports = new Set<Promise<unknown>>();
    const send = (reporting: Promise<unknown>) => {
      reports.add(reporting);
      void reporting.finally(() => reports.delete(reporting));
    };
    // The time is the session's it was spent in, also when it is reported as that session is left.
    const started = startActivityTracker({
      idleMs: IDLE_TIMEOUT_MS,
      logIntervalMs: TIME_LOG_INTERVAL_MS,
      now: Date.now,
      onLog: (time) => send(registerLog({ ...fields, time }, token).catch(report('time log'))),
      onSpanEnd: (time) => send(computeTime({ time }, token).catch(report('compute time'))),
    });
    tracker.current = started;
    // Before the token is revoked, the last log goes out with it and arrives.
    const stopLeaving = onSessionLeaving(async () => {
      started.stop();
      await Promise.all(reports);
    });
    return () => {
      stopLeaving();
      started.stop();
      tracker.current = null;
    };
  }, [enabled, identity, token]);

  // A route change counts as activity.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs because the route changed.
  useEffect(() => {
    tracker.current?.activity();
  }, [pathname]);

  // The second idle detector: the session's stored start time, against the session lifetime.
  const signedIn = session !== null;
  useEffect(() => {
    if (!signedIn) return;
    return startIdleDeadline({
      rangeMs: TIME.twelveHours,
      readStart: () => readItem<number>('initialTime'),
      resetStart: (now) => writeItem('initialTime', now),
      onElapsed: () => logout(),
      now: Date.now,
    });
  }, [signedIn]);
}

/** Layout of the dashboards: the screen, with the user's activity tracked around it. */
function TrackerLayout() {
  const { theme } = usePlatform();
  useActivityTracking(useSession(), theme.features.timeTrackers);
  return <Outlet />;
}

export { TrackerLayout as Component };
