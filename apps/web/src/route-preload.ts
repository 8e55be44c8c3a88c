/**
 * The page's first script, before the entry: a signed-in student landing on their dashboard
 * (`/:business/painel`) gets the dashboard's, the home's and the map's chunks preloaded at once,
 * beside the entry, instead of each after the one that imports it has arrived and run (on a slow
 * phone, a chain of round trips and of the entry's evaluation; issue 22's LCP). The build writes
 * the groups' files into the page (vite.config.ts, `preloadGroups`); any other visit fetches nothing.
 */
import { allowedDashboard, isUserMap, type SessionUser, type Theme } from '@ava/contracts';
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
if (json) {
  const files = JSON.parse(json) as Partial<Record<PreloadGroup, string[]>>;
  for (const group of groupsFor(window.location.pathname)) for (const href of files[group] ?? []) preload(href);
}
