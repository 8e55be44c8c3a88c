import {
  type ActivityCounts,
  type ActivityStats,
  EXTERNAL_ACTIVITY_STATUS,
  EXTERNAL_LIST_KINDS,
  type ExternalClosedList,
  type ExternalCountQuery,
  type ExternalListQuery,
  type ExternalOpenList,
  type ExternalService,
  normaliseStats,
  OPEN_EXTERNAL_STATUSES,
  roleGroup,
  URGENT_WINDOW_MS,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { presentClosedItem, presentOpenItem } from './external-activities.presenter.ts';
import type { ExternalActivitiesRepository, StudentScope } from './external-activities.repository.ts';

const { activated, urgent, finished, redo } = EXTERNAL_ACTIVITY_STATUS;

/**
 * The student's lists, counts and record on an external service: the same rules for tasks,
 * exams and trails, each over its own kinds. The caller is always the student.
 */
export function createExternalActivitiesService(deps: {
  repo: Pick<ExternalActivitiesRepository, 'openList' | 'finishedList' | 'counts' | 'recordStats'>;
  clock: Clock;
}) {
  const { repo, clock } = deps;

  function scopeOf(user: AuthContext, service: ExternalService): StudentScope {
    if (roleGroup(user.role) !== 'student') throw forbidden();
    const now = clock.now();
    return {
      platformId: user.platformId,
      studentId: user.userId,
      kinds: EXTERNAL_LIST_KINDS[service],
      now,
      urgentUntil: new Date(now.getTime() + URGENT_WINDOW_MS),
    };
  }

  return {
    /** The open list (activated, urgent, redo, or those asked), or with `status=3` the finished ones. */
    async list(
      user: AuthContext,
      service: ExternalService,
      query: ExternalListQuery,
    ): Promise<ExternalOpenList | ExternalClosedList> {
      const scope = scopeOf(user, service);
      const statuses: readonly number[] = query.status ?? OPEN_EXTERNAL_STATUSES;
      if (statuses.includes(finished)) return { activities: (await repo.finishedList(scope)).map(presentClosedItem) };
      return { activities: (await repo.openList(scope, statuses)).map(presentOpenItem) };
    },

    /** statusActive counts activated and urgent activities, statusRedo those to redo. */
    async counts(user: AuthContext, service: ExternalService, query: ExternalCountQuery): Promise<ActivityCounts> {
      const scope = scopeOf(user, service);
      const statuses = [...(query.statusActive ? [activated, urgent] : []), ...(query.statusRedo ? [redo] : [])];
      const counts = await repo.counts(scope, statuses);
      return { activities_qtd: counts.open, urgent_activities: counts.urgent };
    },

    async stats(user: AuthContext, service: ExternalService): Promise<ActivityStats> {
      return normaliseStats(await repo.recordStats(scopeOf(user, service)));
    },
  };
}

export type ExternalActivitiesService = ReturnType<typeof createExternalActivitiesService>;
