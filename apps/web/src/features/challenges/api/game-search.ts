import type { GameSearchRequest, GameSearchResponse } from '@ava/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { challengeKeys, type SearchScope } from './challenge-keys.ts';

const PATHS: Record<SearchScope, string> = {
  complete: '/games/complete/search',
  external: '/external/games/search',
};

/** POST /games/complete/search or /external/games/search; empty filters are dropped by the contracts' schema. */
export const useGameSearch = (scope: SearchScope, search: GameSearchRequest) =>
  useQuery({
    queryKey: challengeKeys.search(scope, search),
    queryFn: ({ signal }) =>
      request<GameSearchResponse>('games', PATHS[scope], { method: 'POST', body: search, signal }),
    placeholderData: keepPreviousData,
  });
