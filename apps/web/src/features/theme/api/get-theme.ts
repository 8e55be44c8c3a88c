import { THEME_CACHE_SECONDS, type Theme } from '@ava/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { readItem } from '../../../lib/storage.ts';

export const THEME_QUERY_KEY = 'theme';

function getTheme(platform: string, signal?: AbortSignal): Promise<Theme> {
  return request<Theme>('main', '/platforms/show', { query: { platform }, signal });
}

/** The stored theme paints the screen while the current one loads. */
function storedTheme(platform: string): Theme | undefined {
  const theme = readItem<Theme>('theme');
  return theme?.slug === platform ? theme : undefined;
}

export function themeQueryOptions(platform: string) {
  return queryOptions<Theme, Error, Theme, readonly [string, string]>({
    queryKey: [THEME_QUERY_KEY, platform],
    queryFn: ({ signal }) => getTheme(platform, signal),
    staleTime: THEME_CACHE_SECONDS * 1000,
    placeholderData: () => storedTheme(platform),
  });
}
