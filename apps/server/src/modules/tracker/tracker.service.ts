import { type ComputeTime, TIME_LOG_MAX_SECONDS, type TimeLog, type TrackedTime } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { type Clock, saoPauloDay } from '../../platform/clock.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { TrackerRepository } from './tracker.repository.ts';

export interface TrackerServiceDeps {
  trackerRepo: Pick<TrackerRepository, 'credit'>;
  clock: Clock;
}

/** Activity time: what a user reports is credited only up to the time that really passed. */
export function createTrackerService(deps: TrackerServiceDeps) {
  const { trackerRepo, clock } = deps;

  return {
    /** POST /report/register_log: the seconds since the previous time log, at most one minute. */
    async registerLog(auth: AuthContext, log: TimeLog): Promise<TrackedTime> {
      if ((log.user_id && log.user_id !== auth.userId) || (log.platform && log.platform !== auth.platformSlug)) {
        throw forbidden();
      }
      const now = clock.now();
      const { day } = saoPauloDay(now);
      const seconds = Math.min(log.time, TIME_LOG_MAX_SECONDS);
      const floor = new Date(now.getTime() - TIME_LOG_MAX_SECONDS * 1000);
      const time = await trackerRepo.credit('active', {
        platformId: auth.platformId,
        userId: auth.userId,
        day,
        seconds,
        now,
        floor,
      });
      return { day, time };
    },

    /** PATCH /user_interaction_logs/compute_time: the length of an active span that just ended. */
    async computeTime(auth: AuthContext, input: ComputeTime): Promise<TrackedTime> {
      const now = clock.now();
      const { day, start } = saoPauloDay(now);
      const time = await trackerRepo.credit('interaction', {
        platformId: auth.platformId,
        userId: auth.userId,
        day,
        seconds: input.time,
        now,
        floor: start,
      });
      return { day, time };
    },
  };
}

export type TrackerService = ReturnType<typeof createTrackerService>;
