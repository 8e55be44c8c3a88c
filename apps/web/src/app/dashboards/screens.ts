import { activeEntries, type MenuItem } from '@ava/contracts';
import type { ComponentType } from 'react';

/** A screen, with a way to fetch its code ahead of showing it when it has one (`lazyScreen`). */
export type Screen = ComponentType & { preload?: () => Promise<unknown> };

/** The screens a dashboard has, by menu slug; a menu entry shows only when its screen exists. */
export type ScreenRegistry = Readonly<Record<string, Screen>>;

/** What a dashboard's home is given: where the dashboard lives and the screens it can open. */
export interface HomeProps {
  /** '/:business/<dashboard>' */
  basePath: string;
  screens: ScreenRegistry;
}

/**
 * A dashboard route's loader: starts loading the code of the screen its address names (the
 * `*` after the dashboard, `atividades/forum/...` names `atividades`) alongside the dashboard's
 * own, instead of after the dashboard has rendered. Nothing waits for it.
 */
export function screenPreloader(screens: ScreenRegistry) {
  return ({ params }: { params: Record<string, string | undefined> }) => {
    const slug = params['*']?.split('/')[0] ?? '';
    if (Object.hasOwn(screens, slug)) void screens[slug]?.preload?.();
    return null;
  };
}

const hasScreen = (screens: ScreenRegistry, slug: string) => Object.hasOwn(screens, slug);

/** The user's active menu, cut down to the entries this dashboard can open. */
export function visibleMenu(menu: readonly MenuItem[], screens: ScreenRegistry): MenuItem[] {
  return activeEntries(menu).flatMap((item) => {
    const submenu = item.submenu.filter((entry) => hasScreen(screens, entry.slug));
    if (submenu.length > 0) return [{ ...item, submenu }];
    return item.submenu.length === 0 && hasScreen(screens, item.slug) ? [item] : [];
  });
}

/**
 * Screens a dashboard opens without a menu entry (reached from the header): the user's own profile,
 * the bank the header's balance opens (an educator's menu has no bank; a student's map has one),
 * and the help center the header's 'Ajuda' opens.
 */
export const MENULESS_SLUGS: readonly string[] = ['perfil', 'banco', 'ajuda'];

/** The screen of a slug the user may open, if any. */
export function screenFor(menu: readonly MenuItem[], screens: ScreenRegistry, slug: string): ComponentType | undefined {
  if (MENULESS_SLUGS.includes(slug)) return screens[slug];
  const open = visibleMenu(menu, screens).some(
    (item) => item.slug === slug || item.submenu.some((entry) => entry.slug === slug),
  );
  return open ? screens[slug] : undefined;
}

/** The slug of the first entry of the visible menu (its first submenu entry when it has one). */
export function firstScreenSlug(menu: readonly MenuItem[], screens: ScreenRegistry): string | null {
  const [first] = visibleMenu(menu, screens);
  if (!first) return null;
  return first.submenu[0]?.slug ?? first.slug;
}
