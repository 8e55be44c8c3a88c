import {
  type ActivityCounts,
  type ActivityKind,
  type ActivityStats,
  EMPTY_ACTIVITY_STATS,
  EXTERNAL_ACTIVITY_STATUS,
  EXTERNAL_ACTIVITY_TIMEOUT_MS,
  EXTERNAL_LIST_KINDS,
  EXTERNAL_SERVICES,
  type ExternalClosedList,
  type ExternalOpenList,
  type ExternalService,
} from '@ava/contracts';
import { request } from '../../../lib/http/request.ts';
import type { ListFilters } from './list-filters.ts';
import { closedEntry, openEntry, type StudentListEntry } from './student-list-entry.ts';

/**
 * The external activity services (tasks, exams, trails) merged into the student's lists when
 * the platform's marsActivities flag is on (document 2 sections 5, 7 and 8).
 */

export const NO_COUNTS: ActivityCounts = { activities_qtd: 0, urgent_activities: 0 };

/**
 * The services whose lists the filters leave: none under a teacher filter; under type filters,
 * those listing one of the chosen kinds (a service whose kinds are all off has an empty list).
 */
export function servicesForFilters(filters: ListFilters): ExternalService[] {
  if (filters.teacher !== '') return [];
  if (filters.kinds.length === 0) return EXTERNAL_SERVICES;
  return EXTERNAL_SERVICES.filter((service) => {
    const kinds: readonly ActivityKind[] = EXTERNAL_LIST_KINDS[service];
    return kinds.some((kind) => filters.kinds.includes(kind));
  });
}

/**
 * One external call: its answer, or `fallback` on any failure or after `ms` (10 s). The call is
 * aborted when it runs out of time or when the caller's own signal aborts.
 */
export function withFallback<T>(
  call: (signal: AbortSignal) => Promise<T>,
  fallback: T,
  signal?: AbortSignal,
  ms = EXTERNAL_ACTIVITY_TIMEOUT_MS,
): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => {
      abort();
      resolve(fallback);
    }, ms);
  });
  return Promise.race([call(controller.signal).catch(() => fallback), timeout]).finally(() => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  });
}

/** GET /activity/students/list: the open list, converted; expired items dropped. */
export function externalOpenEntries(service: ExternalService, now: Date, signal?: AbortSignal) {
  return withFallback(
    (abort) =>
      request<ExternalOpenList>(service, '/activity/students/list', { signal: abort }).then((body) =>
        body.activities.flatMap((item) => openEntry(service, item, now) ?? []),
      ),
    [] as StudentListEntry[],
    signal,
  );
}

/** GET /activity/students/list?status=3: the finished ones, converted. */
export function externalClosedEntries(service: ExternalService, now: Date, signal?: AbortSignal) {
  return withFallback(
    (abort) =>
      request<ExternalClosedList>(service, '/activity/students/list', {
        query: { status: EXTERNAL_ACTIVITY_STATUS.finished },
        signal: abort,
      }).then((body) => body.activities.flatMap((item) => closedEntry(service, item, now) ?? [])),
    [] as StudentListEntry[],
    signal,
  );
}

/** GET /activity/students/count of the open activities, redo included, as the main service counts them. */
export function externalCounts(service: ExternalService, signal?: AbortSignal) {
  return withFallback(
    (abort) =>
      request<ActivityCounts>(service, '/activity/students/count', {
        query: { statusActive: true, statusRedo: true },
        signal: abort,
      }),
    NO_COUNTS,
    signal,
  );
}

/** GET /activity/students/records/stats */
export function externalStats(service: ExternalService, signal?: AbortSignal) {
  return withFallback(
    (abort) => request<ActivityStats>(service, '/activity/students/records/stats', { signal: abort }),
    EMPTY_ACTIVITY_STATS,
    signal,
  );
}

export function sumCounts(parts: readonly ActivityCounts[]): ActivityCounts {
  return parts.reduce(
    (total, part) => ({
      activities_qtd: total.activities_qtd + part.activities_qtd,
      urgent_activities: total.urgent_activities + part.urgent_activities,
    }),
    NO_COUNTS,
  );
}
