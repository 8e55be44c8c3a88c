import {
  formatDate,
  LIBRARY_PAGE_SIZE,
  type LibraryCardType,
  type LibraryCategories,
  type LibraryDetails,
  type LibraryRatingQuery,
  type LibrarySearchRequest,
  type LibrarySearchResponse,
  type LibraryWorkload,
  mergeLibraryResults,
} from '@ava/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { readRecord, writeRecord } from '../../../lib/storage.ts';

export const libraryKeys = {
  all: ['library'] as const,
  categories: () => [...libraryKeys.all, 'categories'] as const,
  search: (body: LibrarySearchRequest) => [...libraryKeys.all, 'search', body] as const,
  details: (id: string) => [...libraryKeys.all, 'details', id] as const,
};

const SEARCH_PATHS = ['/library/complete/search', '/external/library/search'] as const;

/** The merged answer, and how many pages the longer source has (each source pages on its own). */
export type LibraryResults = LibrarySearchResponse & { pages: number };

/** Document 3 section 7: one call per source (the platform's own and the shared default), merged, totals summed. */
export const librarySearchOptions = (body: LibrarySearchRequest) =>
  queryOptions({
    queryKey: libraryKeys.search(body),
    queryFn: async ({ signal }): Promise<LibraryResults> => {
      const answers = await Promise.all(
        SEARCH_PATHS.map((path) => request<LibrarySearchResponse>('library', path, { method: 'POST', body, signal })),
      );
      const perPage = body.per_page ?? LIBRARY_PAGE_SIZE;
      const pages = Math.max(1, ...answers.map((answer) => Math.ceil(answer.total / perPage)));
      return { ...mergeLibraryResults(answers), pages };
    },
    placeholderData: keepPreviousData,
  });

/** `ready` false holds the search until what it depends on (the caller's grades) is known. */
export const useLibrarySearch = (body: LibrarySearchRequest, ready = true) =>
  useQuery({ ...librarySearchOptions(body), enabled: ready });

/** GET /filters/categories: subjects, grades and BNCC codes; cached on the server, kept ten minutes here. */
export const useLibraryCategories = () =>
  useQuery({
    queryKey: libraryKeys.categories(),
    queryFn: ({ signal }) => request<LibraryCategories>('library', '/filters/categories', { signal }),
    staleTime: 10 * 60_000,
  });

export const useLibraryDetails = (id: string) =>
  useQuery({
    queryKey: libraryKeys.details(id),
    queryFn: ({ signal }) => request<LibraryDetails>('library', '/info/details', { query: { id }, signal }),
  });

/** PUT /info/favorite; the details and the result lists are read again. */
export function useLibraryFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; favorite: boolean }) =>
      request<{ id: string; favorite: boolean }>('library', '/info/favorite', {
        method: 'PUT',
        body,
        notifyError: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}

/** PUT /info/downloaded, before the browser downloads a file that allows it. */
export const markDownloaded = (id: string) =>
  request<{ id: string; downloaded: boolean }>('library', '/info/downloaded', { method: 'PUT', body: { id } });

/** PATCH /info/rating with the owner ids of document 3 section 7 (platform, user_id, medium, from). */
export const rateLibraryItem = (owner: LibraryRatingQuery, rating: number) =>
  request<{ rating: number; user_rating: number | null }>('library', '/info/rating', {
    method: 'PATCH',
    query: owner,
    body: { rating },
  });

/**
 * GET /info/workload: the minutes spent in a library screen, asked at most once a day per type.
 * The answer's dd/MM/yyyy date is kept on the device and compared with today's in the same format.
 */
export async function recordLibraryWorkload(userId: string, type: LibraryCardType, minutes: number): Promise<void> {
  if (readRecord<string>('libraryWorkload', [userId, type]) === formatDate(new Date())) return;
  const answer = await request<LibraryWorkload>('library', '/info/workload', { query: { type, minutes } });
  writeRecord('libraryWorkload', [userId, type], answer.date);
}
