/**
 * The page's first script, before the entry: a signed-in student landing on their dashboard
 * (`/:business/painel`) gets the dashboard's, the home's and the map's chunks preloaded at once,
 * beside the entry, instead of each after the one that imports it has arrived and run (on a slow
 * phone, a chain of round trips and of the entry's evaluation; issue 22's LCP), and the home's
 * requests started with them (`lib/http/landing-prefetch.ts`). The build writes the groups' files
 * into the page (vite.config.ts, `preloadGroups`); any other visit fetches nothing.
 */
import { allowedDashboard, EXTERNAL_SERVICES, isUserMap, type SessionUser, type Theme } from '@ava/contracts';
import { prefetchGets } from './lib/http/landing-prefetch.ts';
import { serviceUrl } from './lib/http/service-url.ts';
import { readItem } from './lib/storage.ts';

/** The id of the page's JSON of preload groups, and the groups' names (vite.config.ts). */
export const PRELOADS_ID = 'route-preloads';
export type PreloadGroup = 'studentHome' | 'map';

const STUDENT_LANDING = /^\/([^/]+)\/painel\/?$/;

/** The groups a visit of `pathname` will need, from what the last sign-in stored. */
export function groupsFor(pathname: string): PreloadGroup[] {
  const business = STUDENT_LANDING.exec(pathname)?.[1];
  const user = readItem<SessionUser>('user');
  if (!business || typeof readItem<string>('token') !== 'string' || !user) return [];
  if (allowedDashboard(user.role, user.isClassAccess, 'painel') !== 'painel') return [];
  const theme = readItem<Theme>('theme');
  const map = theme?.slug === business && theme.features.interactiveMap === true && isUserMap(user.user_map);
  return map ? ['studentHome', 'map'] : ['studentHome'];
}

/**
 * The GETs of the student's home and of its urgent-activity warning, as the home's queries ask
 * them (`student-home-prefetch.ts`); the external services' only where the stored theme counts them.
 */
export function studentHomeGets(theme: Theme | null): string[] {
  const external = theme?.features.marsActivities === true ? EXTERNAL_SERVICES : [];
  return [
    serviceUrl('main', '/activity/student_count'),
    serviceUrl('main', '/activity/student_open'),
    ...external.flatMap((service) => [
      serviceUrl(service, '/activity/students/count', { statusActive: true, statusRedo: true }),
      serviceUrl(service, '/activity/students/list'),
    ]),
    serviceUrl('main', '/level/index'),
    serviceUrl('main', '/interactive-map/energy'),
    serviceUrl('main', '/users/profiles/settings'),
    serviceUrl('main', '/users/shortcuts'),
    serviceUrl('main', '/students/dashboard-banners'),
  ];
}

function preload(href: string) {
  const link = document.createElement('link');
  if (href.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else {
    link.rel = 'modulepreload';
  }
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

const json = document.getElementById(PRELOADS_ID)?.textContent;
const groups = groupsFor(window.location.pathname);
if (json) {
  const files = JSON.parse(json) as Partial<Record<PreloadGroup, string[]>>;
  for (const group of groups) for (const href of files[group] ?? []) preload(href);
}
const token = readItem<string>('token');
const platform = readItem<string>('platform');
if (groups.includes('studentHome') && typeof platform === 'string') {
  prefetchGets(studentHomeGets(readItem<Theme>('theme')), { authorization: `Bearer ${token}`, platform });
}
