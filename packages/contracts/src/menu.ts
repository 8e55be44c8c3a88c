import type { MenuItem } from './auth.ts';

/** Document 3 section 5: a login answer whose menu is not a non-empty array has no menus. */
export function hasMenus(menu: unknown): boolean {
  return Array.isArray(menu) && menu.length > 0;
}

export function firstActiveSubmenuSlug(menu: readonly MenuItem[]): string | null {
  for (const item of menu) {
    if (!item.active) continue;
    const sub = item.submenu.find((entry) => entry.active);
    if (sub) return sub.slug;
  }
  return null;
}

export function activeEntries(menu: readonly MenuItem[]): MenuItem[] {
  return menu
    .filter((item) => item.active)
    .map((item) => ({ ...item, submenu: item.submenu.filter((entry) => entry.active) }));
}
