import type { HallPeriod } from '@ava/contracts';

/** Every query of the hall of fame under one root, so a claimed reward refreshes them all. */
export const hallOfFameKeys = {
  all: ['hall-of-fame'] as const,
  studentStandings: (period: HallPeriod, classroom?: string) =>
    [...hallOfFameKeys.all, 'student-standings', period, classroom ?? null] as const,
  classroomPosition: (period: HallPeriod) => [...hallOfFameKeys.all, 'classroom-position', period] as const,
  classroomStandings: (period: HallPeriod) => [...hallOfFameKeys.all, 'classroom-standings', period] as const,
  seasons: () => [...hallOfFameKeys.all, 'seasons'] as const,
};
