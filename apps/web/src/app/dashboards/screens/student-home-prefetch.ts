import type { Theme } from '@ava/contracts';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { NO_FILTERS } from '../../../features/activities/api/list-filters.ts';
import { studentCountOptions, studentListOptions } from '../../../features/activities/api/student-lists.ts';
import { mapEnergyOptions } from '../../../features/interactive-map/api/map-energy.ts';
import { levelIndexOptions } from '../../../features/levels/api/level-index.ts';
import { bannersOptions, settingsOptions, shortcutsOptions } from '../../../features/profile/api/preferences.ts';

function prefetchOnce<T, K extends QueryKey>(client: QueryClient, options: FetchQueryOptions<T, Error, T, K>) {
  if (!client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
}

/**
 * Starts every query of the student's home cards and of its urgent-activity warning, so the
 * requests run alongside the home's chunk instead of after it has rendered. A query already in
 * the cache is left alone.
 */
export function prefetchStudentHome(client: QueryClient, theme: Theme) {
  const mars = theme.features.marsActivities === true;
  prefetchOnce(client, studentCountOptions(mars));
  prefetchOnce(client, studentListOptions('open', NO_FILTERS, mars));
  prefetchOnce(client, levelIndexOptions());
  prefetchOnce(client, mapEnergyOptions());
  prefetchOnce(client, settingsOptions());
  prefetchOnce(client, shortcutsOptions());
  prefetchOnce(client, bannersOptions());
}
