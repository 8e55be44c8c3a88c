import type { MenuItem } from './auth.ts';
import { firstActiveSubmenuSlug } from './menu.ts';
import { can } from './permissions.ts';
import type { Role } from './roles.ts';

export type Dashboard = 'painel' | 'professor' | 'responsavel';

export interface LandingInput {
  role: Role;
  isClassAccess: boolean;
  menu: readonly MenuItem[];
  configs: { hideMap?: unknown; hide_map?: unknown; hideTeacherOverview?: unknown };
}

/** Landing order of document 1 section 2. Returns null when no dashboard applies. */
export function landingDashboard(role: Role, isClassAccess: boolean): Dashboard | null {
  if (can(role, 'view.guardianDashboard')) return 'responsavel';
  if (isClassAccess) return 'professor';
  if (can(role, 'view.studentDashboard')) return 'painel';
  if (can(role, 'view.educatorDashboard')) return 'professor';
  return null;
}

/** The initial route by role, with the first active submenu slug where the theme asks for it. */
export function landingPath(business: string, input: LandingInput): string {
  const dashboard = landingDashboard(input.role, input.isClassAccess);
  if (!dashboard) return `/${business}/login`;
  const base = `/${business}/${dashboard}`;
  const submenu = firstActiveSubmenuSlug(input.menu);
  return opensOnFirstSubmenu(dashboard, input.configs) && submenu ? `${base}/${submenu}` : base;
}

/**
 * Whether a dashboard opens on its first menu entry rather than on its home: the guardian's
 * always, the teacher's when hideTeacherOverview is on, the student's when hideMap is on.
 */
export function opensOnFirstSubmenu(dashboard: Dashboard, configs: LandingInput['configs']): boolean {
  if (dashboard === 'responsavel') return true;
  if (dashboard === 'professor') return configs.hideTeacherOverview === true;
  return configs.hideMap === true || configs.hide_map === true;
}

/** Which dashboard a signed-in role may open; a student opening another is sent to their own. */
export function allowedDashboard(role: Role, isClassAccess: boolean, requested: Dashboard): Dashboard | null {
  const own = landingDashboard(role, isClassAccess);
  if (requested === own) return requested;
  if (requested === 'professor' && isClassAccess) return requested;
  return own;
}

/** The id is numeric in the spec's paths; the library's own items have uuids. */
const CONTENT_PATH =
  /^\/[^/]+\/(aulas-digitais|livros-digitais|materiais-diversos|audios)\/(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[^/]+/i;

/** Content paths remembered as the redirect target after login. */
export function isRememberedContentPath(pathname: string): boolean {
  return CONTENT_PATH.test(pathname);
}

/**
 * Where a content path (`/{business}/livros-digitais/{id}/...`) opens for a signed-in user: the same
 * path inside their dashboard, whose library screens have those slugs; null when it is no content path.
 */
export function contentPathInDashboard(pathname: string, role: Role, isClassAccess: boolean): string | null {
  const dashboard = landingDashboard(role, isClassAccess);
  if (!dashboard || !isRememberedContentPath(pathname)) return null;
  const [, business, ...rest] = pathname.split('/');
  return `/${business}/${dashboard}/${rest.join('/')}`;
}
