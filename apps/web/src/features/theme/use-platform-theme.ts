import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chooseWording } from '../../i18n/vocabulary.ts';
import { writeItem } from '../../lib/storage.ts';
import { themeQueryOptions } from './api/get-theme.ts';
import { applyTheme } from './apply-theme.ts';

/** Loads the platform's theme, applies it and its vocabulary to the document and keeps the latest copy stored. */
export function usePlatformTheme(platform: string) {
  const query = useQuery(themeQueryOptions(platform));
  const { data: theme, isPlaceholderData } = query;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
  // While rendering, before any screen of the platform reads a string (idempotent; the layout
  // remounts the screens when the vocabulary changes).
  if (theme) chooseWording(theme.features.corporatePlatform);
  useEffect(() => {
    if (theme && !isPlaceholderData) writeItem('theme', theme);
  }, [theme, isPlaceholderData]);
  return query;
}
