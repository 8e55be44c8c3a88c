import {
  type ActivityCounts,
  type ActivityFilters,
  type ActivityStats,
  normaliseStats,
  roleGroup,
  type StudentActivityItem,
  URGENT_WINDOW_MS,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { presentStudentItem } from './activities.presenter.ts';
import type { ActivitiesRepository, StudentListKind } from './activities.repository.ts';

/**
 * The student's first screen: each call is one query whatever the number of activities.
 * The caller is always the student: nobody reads another student's lists here.
 */
export function createStudentActivitiesService(deps: {
  activitiesRepo: Pick<ActivitiesRepository, 'studentList' | 'studentCounts' | 'studentClosedStats'>;
  clock: Clock;
}) {
  const { activitiesRepo, clock } = deps;

  function requireStudent(user: AuthContext): void {
    if (roleGroup(user.role) !== 'student') throw forbidden();
  }

  async function list(user: AuthContext, kind: StudentListKind, filters: ActivityFilters) {
    requireStudent(user);
    const now = clock.now();
    const rows = await activitiesRepo.studentList(user.platformId, user.userId, kind, filters, now);
    return { activities: rows.map((row): StudentActivityItem => presentStudentItem(row, now)) };
  }

  return {
    open: (user: AuthContext, filters: ActivityFilters) => list(user, 'open', filters),
    closed: (user: AuthContext, filters: ActivityFilters) => list(user, 'closed', filters),

    async counts(user: AuthContext): Promise<ActivityCounts> {
      requireStudent(user);
      const now = clock.now();
      const counts = await activitiesRepo.studentCounts(
        user.platformId,
        user.userId,
        now,
        new Date(now.getTime() + URGENT_WINDOW_MS),
      );
      return { activities_qtd: counts.open, urgent_activities: counts.urgent };
    },

    async closedSummary(user: AuthContext, filters: ActivityFilters): Promise<ActivityStats> {
      requireStudent(user);
      return normaliseStats(
        await activitiesRepo.studentClosedStats(user.platformId, user.userId, filters, clock.now()),
      );
    },
  };
}

export type StudentActivitiesService = ReturnType<typeof createStudentActivitiesService>;
