import type { GameSearchRequest, GameSearchResponse } from '@ava/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { request } from '../../../lib/http/request.ts';
import { type FilterValues, NO_FILTERS, searchOf } from '../components/challenge-filters.tsx';
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

/**
 * A search a screen pages through: the filters last searched and the page, with the props
 * ChallengeResults takes (a new search goes back to the first page).
 */
export function usePagedChallengeSearch(
  scope: SearchScope,
  fixed: Omit<GameSearchRequest, 'page' | 'per_page'>,
  perPage: number,
) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const search = useGameSearch(scope, { ...searchOf(filters), ...fixed, page, per_page: perPage });
  return {
    search,
    page,
    perPage,
    onPage: setPage,
    onSearch: (values: FilterValues) => {
      setFilters(values);
      setPage(1);
    },
  };
}
