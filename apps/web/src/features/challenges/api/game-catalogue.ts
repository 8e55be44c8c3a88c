import type { QuestionFilterGroup } from '@ava/contracts';
import {
  type bnccFilterResponseSchema,
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

export interface GameFilters {
  grades: { id: number; name: string }[];
  subjects: string[];
}

/** The filter groups of the games, as every search service answers them (description, element_id, items). */
function readFilters(groups: QuestionFilterGroup[]): GameFilters {
  const items = (elementId: string) => groups.find((group) => group.element_id === elementId)?.items ?? [];
  return {
    grades: items('grade_id').map((item) => ({ id: Number(item.element_id), name: item.name })),
    subjects: items('subject').map((item) => item.name),
  };
}

/** GET /filters/games: the grades and subjects the challenges are classified by. */
export const useGameFilters = (enabled = true) =>
  useQuery({
    queryKey: challengeKeys.filters(),
    queryFn: ({ signal }) => request<{ filters: QuestionFilterGroup[] }>('games', '/filters/games', { signal }),
    select: (answer) => readFilters(answer.filters),
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
