import type { MenuItem } from './auth.ts';

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
