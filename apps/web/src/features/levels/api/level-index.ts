import type { LevelIndexResponse } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

/** GET /level/index: the platform's levels, each requisition with the student's progress. */
export const levelIndexOptions = () =>
  queryOptions({
    queryKey: ['levels', 'index'] as const,
    queryFn: ({ signal }) => request<LevelIndexResponse>('main', '/level/index', { signal }),
  });

export const useLevelIndex = () => useQuery(levelIndexOptions());

type Level = LevelIndexResponse['levels'][number];

/** The student's level and the one after it (null at the top, or where the platform has no levels). */
export function currentAndNext(index: LevelIndexResponse): { current: Level | null; next: Level | null } {
  return {
    current: index.levels.find((level) => level.level === index.level) ?? null,
    next: index.levels.find((level) => level.level > index.level) ?? null,
  };
}
