import { QueryClient } from '@tanstack/react-query';
import { THEME_QUERY_KEY } from '../features/theme/api/get-theme.ts';
import { isHttpError } from '../lib/http/http-error.ts';

const MAX_RETRIES = 2;

/**
 * A query read again this soon is not asked again: a screen mounting right after its route
 * prefetched the same query (ActivityFrame's `prepare`) uses that answer. Changes still refetch
 * at once, since mutations invalidate what they touch.
 */
const FRESH_MS = 2_000;

/** Client errors (4xx, invalid token, cancelled) are answers, not accidents: they are not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        retry: (failures, error) => failures < MAX_RETRIES && !(isHttpError(error) && error.status < 500),
      },
    },
  });
}

/** After a logout nothing of the user stays cached; the platform theme is public and stays. */
export function dropUserQueries(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== THEME_QUERY_KEY });
}
