import { isUserMap } from '@ava/contracts';
import { type FetchQueryOptions, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { NO_FILTERS } from '../../../features/activities/api/list-filters.ts';
import {
  studentCountOptions,
  studentListOptions,
  useMarsActivities,
} from '../../../features/activities/api/student-lists.ts';
import { mapEnergyOptions } from '../../../features/interactive-map/api/map-energy.ts';
import { levelIndexOptions } from '../../../features/levels/api/level-index.ts';
import { bannersOptions, settingsOptions, shortcutsOptions } from '../../../features/profile/api/preferences.ts';
import { usePlatform } from '../../../lib/platform.ts';
import { useSession } from '../../../lib/session.ts';

export const loadStudentHome = () => import('./student-home.tsx');
export const loadInteractiveMap = () => import('../../../features/interactive-map/interactive-map.tsx');

function prefetchOnce<T, K extends QueryKey>(client: QueryClient, options: FetchQueryOptions<T, Error, T, K>) {
  if (!client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
}

/**
 * Starts what the student's home shows (its code, the map's, and every query of its cards and of
 * the urgent-activity warning) as the dashboard renders, so the requests run alongside the home's
 * chunk instead of after it has rendered. A query already in the cache is left alone.
 */
export function usePrefetchStudentHome(onHome: boolean) {
  const client = useQueryClient();
  const mars = useMarsActivities();
  const { theme } = usePlatform();
  const userMap = useSession()?.user.user_map;
  if (!onHome) return;
  void loadStudentHome();
  if (theme.features.interactiveMap && isUserMap(userMap)) void loadInteractiveMap();
  prefetchOnce(client, studentCountOptions(mars));
  prefetchOnce(client, studentListOptions('open', NO_FILTERS, mars));
  prefetchOnce(client, levelIndexOptions());
  prefetchOnce(client, mapEnergyOptions());
  prefetchOnce(client, settingsOptions());
  prefetchOnce(client, shortcutsOptions());
  prefetchOnce(client, bannersOptions());
}
