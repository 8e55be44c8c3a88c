import {
  type ActivityKind,
  GUARDIAN_VIEWS_MESSAGES,
  type GuardianActivitiesQuery,
  type GuardianActivitiesResponse,
  type GuardianActivityCounts,
  type GuardianGradesQuery,
  type GuardianPerformanceQuery,
  type GuardianPerformanceResponse,
  MAX_SCORE,
  MESSAGES,
  roleGroup,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import { type Clock, saoPauloDay } from '../../platform/clock.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { PlatformDirectory } from '../platforms/platforms.module.ts';
import { guardianStatusOf, STATUS_NAMES } from './guardian-status.ts';
import type { GuardianViewsRepository } from './guardian-views.repository.ts';

/** How long a platform's guardian_access is trusted, as the theme's own cache. */
const THEME_TTL_MS = 60_000;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** 'YYYY-MM' of each of the last `count` months up to `current`, oldest first. */
export function monthsUpTo(current: string, count: number): string[] {
  const [year = 0, month = 1] = current.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** guardian_access off only when the theme sets it to false (or 'false'); unset keeps the views on. */
function guardianAccessOff(theme: unknown): boolean {
  const value = (theme as { configs?: Record<string, unknown> } | undefined)?.configs?.guardian_access;
  return value === false || value === 'false';
}

/**
 * What a guardian reads of their dependents: activities with the guardian statuses, grades,
 * grade totals and performance per month. Every call starts from the guardian's own links;
 * a student id that is not one of them is 404.
 */
export function createGuardianViewsService(deps: {
  repo: GuardianViewsRepository;
  platforms: Pick<PlatformDirectory, 'findById'>;
  clock: Clock;
}) {
  const { repo, platforms, clock } = deps;
  const accessOff = createTtlCache<boolean>({ clock, ttlMs: THEME_TTL_MS, maxEntries: 1_000 });

  /** The dependents asked about: the one named (it must be the guardian's), else all of them. */
  async function dependentsOf(user: AuthContext, studentId: string | undefined) {
    if (roleGroup(user.role) !== 'guardian') throw forbidden();
    const off = await accessOff.getOrLoad(user.platformId, async () =>
      guardianAccessOff((await platforms.findById(user.platformId))?.theme),
    );
    if (off) throw forbidden(GUARDIAN_VIEWS_MESSAGES.accessOff);
    const all = await repo.dependents(user.platformId, user.userId);
    if (studentId === undefined) return all;
    const one = all.filter((dependent) => dependent.id === studentId);
    if (one.length === 0) throw notFound(MESSAGES.dependentNotFound);
    return one;
  }

  const namesOf = (dependents: { id: string; name: string }[]) =>
    new Map(dependents.map((dependent) => [dependent.id, dependent.name]));

  return {
    async activities(user: AuthContext, query: GuardianActivitiesQuery): Promise<GuardianActivitiesResponse> {
      const dependents = await dependentsOf(user, query.student);
      const names = namesOf(dependents);
      const now = clock.now();
      const rows = dependents.length
        ? await repo.assignments(user.platformId, [...names.keys()], query.activity_type)
        : [];
      const counts = Object.fromEntries(STATUS_NAMES.map((name) => [name, 0])) as GuardianActivityCounts;
      const wanted = query.status?.length ? new Set<number>(query.status) : null;
      const items = rows.flatMap((row) => {
        const { status, name, late } = guardianStatusOf(row, now);
        counts[name] += 1;
        if (wanted && !wanted.has(status)) return [];
        return [
          {
            student_id: row.student_id,
            student_name: names.get(row.student_id) ?? '',
            activity_id: row.activity_id,
            title: row.title,
            activity_type: row.kind as ActivityKind,
            teacher_name: row.teacher_name,
            classroom_name: row.classroom_name,
            start_time: iso(row.start_time),
            end_time: iso(row.end_time),
            status,
            late,
            delivered_at: iso(row.delivered_at),
            score: row.score,
            teacher_comment: row.teacher_comment,
          },
        ];
      });
      // What needs the family first (urgent, then by deadline); what is done, latest first.
      items.sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
      return { activities: items, counts };
    },

    async grades(user: AuthContext, query: GuardianGradesQuery) {
      const dependents = await dependentsOf(user, query.student);
      const names = namesOf(dependents);
      if (names.size === 0) return { grades: [] };
      const rows = await repo.grades(user.platformId, [...names.keys()], query.activity_type, query.limit);
      return {
        grades: rows.map((row) => ({
          student_id: row.student_id,
          student_name: names.get(row.student_id) ?? '',
          activity_id: row.activity_id,
          title: row.title,
          activity_type: row.kind as ActivityKind,
          teacher_name: row.teacher_name,
          score: row.score,
          max_score: MAX_SCORE,
          teacher_comment: row.teacher_comment,
          evaluated_at: new Date(row.evaluated_at).toISOString(),
        })),
      };
    },

    async gradesSummary(user: AuthContext, studentId: string | undefined) {
      const dependents = await dependentsOf(user, studentId);
      const totals = dependents.length
        ? await repo.gradeTotals(
            user.platformId,
            dependents.map((d) => d.id),
          )
        : [];
      return {
        max_score: MAX_SCORE,
        students: dependents.map(({ id, name }) => {
          const own = totals.filter((row) => row.student_id === id);
          const graded = own.reduce((sum, row) => sum + row.graded, 0);
          const sum = own.reduce((total, row) => total + row.average * row.graded, 0);
          const last = own.reduce<Date | null>((latest, row) => {
            const at = new Date(row.last_evaluated_at);
            return latest === null || at > latest ? at : latest;
          }, null);
          return {
            student_id: id,
            student_name: name,
            average: graded ? round(sum / graded) : null,
            graded,
            best: own.length ? Math.max(...own.map((row) => row.best)) : null,
            last_evaluated_at: last?.toISOString() ?? null,
            by_type: own
              .map((row) => ({
                activity_type: row.kind as ActivityKind,
                average: round(row.average) ?? 0,
                graded: row.graded,
              }))
              .sort((a, b) => a.activity_type.localeCompare(b.activity_type)),
          };
        }),
      };
    },

    async performance(user: AuthContext, query: GuardianPerformanceQuery): Promise<GuardianPerformanceResponse> {
      const dependents = await dependentsOf(user, query.student);
      const months = monthsUpTo(saoPauloDay(clock.now()).day.slice(0, 7), query.months);
      const since = new Date(`${months[0]}-01T00:00:00-03:00`);
      const ids = dependents.map((dependent) => dependent.id);
      const [grades, deliveries] = ids.length
        ? await Promise.all([
            repo.monthlyGrades(user.platformId, ids, since),
            repo.monthlyDeliveries(user.platformId, ids, since),
          ])
        : [[], []];
      return {
        max_score: MAX_SCORE,
        students: dependents.map(({ id, name }) => ({
          student_id: id,
          student_name: name,
          points: months.map((month) => {
            const grade = grades.find((row) => row.student_id === id && row.month === month);
            const sent = deliveries.find((row) => row.student_id === id && row.month === month);
            return {
              month,
              average: round(grade?.average ?? null),
              graded: grade?.graded ?? 0,
              delivered: sent?.delivered ?? 0,
            };
          }),
        })),
      };
    },
  };
}

/** Urgent, pending, paused and redo by deadline first; done last, latest delivery first. */
function sortKey(item: GuardianActivitiesResponse['activities'][number]): string {
  const rank = { 2: 0, 5: 1, 1: 2, 7: 3, 3: 4 }[item.status];
  if (item.status === 3) {
    const delivered = item.delivered_at ? new Date(item.delivered_at).getTime() : 0;
    return `${rank}-${String(9e15 - delivered).padStart(16, '0')}`;
  }
  return `${rank}-${item.late ? 1 : 0}-${item.end_time ?? '9999'}`;
}

export type GuardianViewsService = ReturnType<typeof createGuardianViewsService>;
