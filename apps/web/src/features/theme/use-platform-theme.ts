import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { writeItem } from '../../lib/storage.ts';
import { themeQueryOptions } from './api/get-theme.ts';
import { applyTheme } from './apply-theme.ts';

/** Loads the platform's theme, applies it to the document and keeps the latest copy stored. */
export function usePlatformTheme(platform: string) {
  const query = useQuery(themeQueryOptions(platform));
  const { data: theme, isPlaceholderData } = query;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
  useEffect(() => {
    if (theme && !isPlaceholderData) writeItem('theme', theme);
  }, [theme, isPlaceholderData]);
  return query;
}
