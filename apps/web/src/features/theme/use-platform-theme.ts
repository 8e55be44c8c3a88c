import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chooseWording, loadCorporateWording } from '../../i18n/vocabulary.ts';
import { writeItem } from '../../lib/storage.ts';
import { themeQueryOptions } from './api/get-theme.ts';
import { applyTheme } from './apply-theme.ts';

/**
 * Loads the platform's theme, applies it and its vocabulary to the document and keeps the latest
 * copy stored. `wording` is the corporate overlay's load, when the platform asks for it: no screen
 * renders before it is ready.
 */
export function usePlatformTheme(platform: string) {
  const query = useQuery(themeQueryOptions(platform));
  const { data: theme, isPlaceholderData } = query;
  const corporate = theme?.features.corporatePlatform ?? false;
  const wording = useQuery({
    queryKey: ['wording', 'corporate'],
    queryFn: async () => {
      await loadCorporateWording();
      return true;
    },
    enabled: corporate,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
  // While rendering, before any screen of the platform reads a string (idempotent; the layout
  // remounts the screens when the vocabulary changes).
  const wordingReady = !corporate || wording.isSuccess;
  if (theme && wordingReady) chooseWording(corporate);
  useEffect(() => {
    if (theme && !isPlaceholderData) writeItem('theme', theme);
  }, [theme, isPlaceholderData]);
  return { theme: wordingReady ? theme : undefined, isError: query.isError || wording.isError };
}
