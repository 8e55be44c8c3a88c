import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { HallOfFameRepository, MonthRange, StandingRow, StudentScope } from './hall-of-fame.repository.ts';

/**
 * How long a ranking is reused: a hall of fame need not move with every play, and every student
 * of a school opening it (the map's home asks for the position too) reads one ranking instead of
 * one each. A new result shows within this time.
 */
export const RANKING_TTL_MS = 10_000;
/** Rankings kept per process: a school's is a few hundred rows. */
const RANKINGS_KEPT = 200;

/** A student ranking of a scope over some months: every ranked student, in order, and each one's row by id. */
export interface Ranking {
  rows: readonly StandingRow[];
  byStudent: ReadonlyMap<string, StandingRow>;
}

/** A student's place in a ranking: null position when they scored nothing in it. */
export interface PositionRow {
  position: number | null;
  score: number;
  games_played: number;
  ranked: number;
}

export function positionIn(ranking: Ranking, studentId: string): PositionRow {
  const row = ranking.byStudent.get(studentId);
  const ranked = ranking.rows.length;
  return row
    ? { position: row.position, score: row.score, games_played: row.games_played, ranked }
    : { position: null, score: 0, games_played: 0, ranked };
}

/** Student rankings read from the monthly totals, kept RANKING_TTL_MS per scope and months in this process. */
export function createRankings(deps: { repo: Pick<HallOfFameRepository, 'ranking'>; clock: Clock }) {
  const cache = createTtlCache<Ranking>({ clock: deps.clock, ttlMs: RANKING_TTL_MS, maxEntries: RANKINGS_KEPT });
  return {
    async of(platformId: string, scope: StudentScope, months: MonthRange): Promise<Ranking> {
      const place =
        scope.kind === 'classroom'
          ? `classroom:${scope.classroomId}`
          : `school:${scope.schoolId}:${scope.gradeId ?? ''}`;
      const ranking = await cache.getOrLoad(`${platformId}|${place}|${months.from}-${months.to}`, async () => {
        const rows = await deps.repo.ranking(platformId, scope, months);
        return { rows, byStudent: new Map(rows.map((row) => [row.student_id, row])) };
      });
      // The load never answers null, so neither does the cache.
      return ranking as Ranking;
    },
  };
}

export type Rankings = ReturnType<typeof createRankings>;
