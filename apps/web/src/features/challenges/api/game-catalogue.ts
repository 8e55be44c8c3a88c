import {
  type bnccFilterResponseSchema,
  type gameFiltersResponseSchema,
  type interactionsListResponseSchema,
  type layoutsListResponseSchema,
  TIME,
  type variationsListResponseSchema,
} from '@ava/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http/request.ts';
import { challengeKeys } from './challenge-keys.ts';

/** The catalogue changes with a release, not during a visit. */
const CATALOGUE_STALE_MS = TIME.tenMinutes;

/** GET /interactions/list */
export const useInteractionsList = () =>
  useQuery({
    queryKey: challengeKeys.interactions(),
    queryFn: ({ signal }) =>
      request<z.infer<typeof interactionsListResponseSchema>>('games', '/interactions/list', { signal }),
    select: (answer) => answer.interactions,
    staleTime: CATALOGUE_STALE_MS,
  });

/** GET /layouts/list */
export const useLayoutsList = (enabled = true) =>
  useQuery({
    queryKey: challengeKeys.layouts(),
    queryFn: ({ signal }) => request<z.infer<typeof layoutsListResponseSchema>>('games', '/layouts/list', { signal }),
    select: (answer) => answer.layouts,
    staleTime: CATALOGUE_STALE_MS,
    enabled,
  });

/** GET /variations/list */
export const useVariationsList = () =>
  useQuery({
    queryKey: challengeKeys.variations(),
    queryFn: ({ signal }) =>
      request<z.infer<typeof variationsListResponseSchema>>('games', '/variations/list', { signal }),
    select: (answer) => answer.variations,
    staleTime: CATALOGUE_STALE_MS,
  });

/** GET /filters/games: the options of the catalogue's filters (grades, subjects, ...). */
export const useGameFilters = (enabled = true) =>
  useQuery({
    queryKey: challengeKeys.filters(),
    queryFn: ({ signal }) => request<z.infer<typeof gameFiltersResponseSchema>>('games', '/filters/games', { signal }),
    staleTime: CATALOGUE_STALE_MS,
    enabled,
  });

/** GET /jupiter/seed_entities/search_bncc?search=: BNCC skills by code or words. */
export const useBnccSearch = (search: string) =>
  useQuery({
    queryKey: challengeKeys.bncc(search),
    queryFn: ({ signal }) =>
      request<z.infer<typeof bnccFilterResponseSchema>>('games', '/jupiter/seed_entities/search_bncc', {
        query: { search },
        signal,
      }),
    select: (answer) => answer.bncc,
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: CATALOGUE_STALE_MS,
  });
