import type {
  GameSearchResponse,
  TrailDetail,
  TrailFilters,
  TrailSearchRequest,
  TrailSearchResponse,
} from '@ava/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { type TrailListScope, trailKeys } from './trail-keys.ts';

const SEARCH_PATHS: Record<TrailListScope, string> = {
  complete: '/learning_trails/complete/search',
  network: '/external/learning_trails/search',
  published: '/learning_trails/search',
};

/** POST /learning_trails/complete/search, /external/learning_trails/search or /learning_trails/search */
export const useTrailSearch = (scope: TrailListScope, filters: TrailSearchRequest) =>
  useQuery({
    queryKey: trailKeys.search(scope, filters),
    queryFn: ({ signal }) =>
      request<TrailSearchResponse>('trails', SEARCH_PATHS[scope], { method: 'POST', body: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /learning_trails/details?external_id= */
export const useTrailDetail = (externalId: string | undefined) =>
  useQuery({
    queryKey: trailKeys.detail(externalId ?? ''),
    queryFn: ({ signal }) =>
      request<TrailDetail>('trails', '/learning_trails/details', { query: { external_id: externalId }, signal }),
    enabled: Boolean(externalId),
  });

/** GET /learning_trails/filters */
export const useTrailFilters = () =>
  useQuery({
    queryKey: trailKeys.filters(),
    queryFn: ({ signal }) => request<TrailFilters>('trails', '/learning_trails/filters', { signal }),
  });

/** POST /games/complete/search: active challenges of the platform and shared ones, for a challenge step. */
export const useChallengeChoices = (search: string) =>
  useQuery({
    queryKey: trailKeys.challenges(search),
    queryFn: ({ signal }) =>
      request<GameSearchResponse>('games', '/games/complete/search', {
        method: 'POST',
        body: { search, status: ['active'], per_page: 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
