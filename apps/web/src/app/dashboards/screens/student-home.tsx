import { isUserMap, type MenuItem, mapBuildLevel, type UserMap } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { NextDeadlines } from '../../../features/activities/components/next-deadlines.tsx';
import { UrgentWarning } from '../../../features/activities/components/urgent-warning.tsx';
import { useMapEnergy } from '../../../features/interactive-map/api/map-energy.ts';
import { EnergyCard } from '../../../features/interactive-map/energy-card.tsx';
import { loadInteractiveMap } from '../../../features/interactive-map/load-map.ts';
import { type MapDestination, mapScenes, sceneMinWidth } from '../../../features/interactive-map/map-places.ts';
import { LevelCard } from '../../../features/levels/level-card.tsx';
import { settingsOptions } from '../../../features/profile/api/preferences.ts';
import DashboardBanners from '../../../features/profile/dashboard-banners.tsx';
import { HomeShortcuts } from '../../../features/profile/home-shortcuts.tsx';
import { usePlatform } from '../../../lib/platform.ts';
import { useSession } from '../../../lib/session.ts';
import { type HomeProps, screenFor, visibleMenu } from '../screens.ts';

/** The map's art is a chunk of its own: the home's cards paint first, the map when it arrives. */
const InteractiveMap = lazy(loadInteractiveMap);

/** The sub-areas the student may open, each with its address and a way to fetch its screen early. */
function destinationsOf(menu: readonly MenuItem[], { basePath, screens }: HomeProps): MapDestination[] {
  return visibleMenu(menu, screens).flatMap((item) =>
    item.submenu.map((entry) => ({
      slug: entry.slug,
      to: `${basePath}/${entry.slug}`,
      preload: screens[entry.slug]?.preload,
    })),
  );
}

const GREY = 'animate-pulse rounded-xl bg-gray-200 motion-reduce:animate-none';

/**
 * Holds the map's place while its chunk loads (its title, its menu but on infantil, the picture as
 * wide as the map's first scene, which may be wider than a phone), so nothing below it jumps.
 */
function MapPlaceholder({ userMap, destinations }: { userMap: UserMap; destinations: readonly MapDestination[] }) {
  const scene = mapScenes(userMap, destinations, mapBuildLevel(0))[0];
  return (
    <div className="flex flex-col gap-3">
      <div className={`${GREY} h-7 w-40`} />
      {userMap !== 'infantil' && <div className={`${GREY} h-12`} />}
      <div className="overflow-hidden rounded-2xl">
        <div
          className={`${GREY} aspect-[3/2] rounded-2xl sm:aspect-[1739/1000]`}
          style={scene ? { minWidth: sceneMinWidth(scene) } : undefined}
        />
      </div>
    </div>
  );
}

/**
 * The student's home (issue 22): the map of their stage (unless the platform turns it off)
 * beside their energy and level, the next deadlines and their shortcuts, then the banners.
 * Everything links only to screens the student may open.
 */
export default function StudentHome(props: HomeProps) {
  const { basePath, screens } = props;
  const { theme } = usePlatform();
  const session = useSession();
  const user = session?.user;
  const menu = user?.menu ?? [];
  const sessionEnergy = user?.interactive_map_energy ?? 0;
  const energy = useMapEnergy(sessionEnergy).data ?? sessionEnergy;
  const settings = useQuery(settingsOptions()).data;
  const destinations = useMemo(() => destinationsOf(menu, props), [menu, props]);
  if (!user) return null;

  const addressOf = (slug: string) => (screenFor(menu, screens, slug) ? `${basePath}/${slug}` : null);
  const userMap = user.user_map;
  const showsMap = theme.features.interactiveMap && isUserMap(userMap);
  // Two columns from a laptop up, each as tall as its own content: the map and the deadlines, then
  // the student's progress, shortcuts and banners. A phone reads them in that order.
  return (
    <div className="mt-4 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
      <div className="flex min-w-0 flex-col gap-6">
        {showsMap && (
          <Suspense fallback={<MapPlaceholder userMap={userMap} destinations={destinations} />}>
            <InteractiveMap
              userMap={userMap}
              energy={energy}
              destinations={destinations}
              animated={settings?.animatedMap ?? true}
            />
          </Suspense>
        )}
        <NextDeadlines activitiesPath={addressOf('atividades')} />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
          {showsMap && <EnergyCard energy={energy} />}
          <LevelCard sessionLevel={user.level} levelsPath={addressOf('niveis')} />
        </div>
        <HomeShortcuts addressOf={addressOf} profilePath={`${basePath}/perfil`} />
        <DashboardBanners />
      </div>
      <UrgentWarning />
    </div>
  );
}
