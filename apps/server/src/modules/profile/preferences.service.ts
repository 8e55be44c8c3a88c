import {
  activeEntries,
  type Background,
  type Banner,
  MESSAGES,
  menuForRole,
  resolveFeatureFlags,
  roleGroup,
  stageOfGrade,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import { type PlatformDirectory, presentMenu } from '../platforms/platforms.module.ts';
import type { StoreBackground, StoreLooks } from '../store/store.module.ts';
import type { SchoolMemberships } from '../tenancy/tenancy.module.ts';
import type { BannerRow, BannersRepository } from './banners.repository.ts';
import { BACKGROUNDS, INTEREST_CATEGORIES } from './profile.catalogues.ts';
import type { UserProfileRepository } from './user-profile.repository.ts';

const presentBanner = (row: BannerRow): Banner => ({
  id: row.id,
  title: row.title,
  description: row.description,
  image_url: row.image_url,
  link_url: row.link_url,
});

const freeBackground = (free: (typeof BACKGROUNDS)[number]): Background => ({
  ...free,
  art: null,
  owned: true,
  store: null,
});

const soldBackground = (sold: StoreBackground): Background => ({
  id: sold.art,
  name: sold.name,
  colors: null,
  art: sold.art,
  owned: sold.owned,
  store: sold.owned ? null : { product_id: sold.product_id, category_id: sold.category_id, price: sold.price },
});

/** Interests, shortcuts, the dashboard background and banners: what the user arranges for themself. */
export function createPreferencesService(deps: {
  userProfileRepo: UserProfileRepository;
  platformDirectory: Pick<PlatformDirectory, 'menusFor' | 'findById'>;
  memberships: Pick<SchoolMemberships, 'currentGradeOf'>;
  bannersRepo: BannersRepository;
  looks: Pick<StoreLooks, 'backgrounds'>;
  clock: Clock;
}) {
  const { userProfileRepo, platformDirectory, memberships, bannersRepo, looks, clock } = deps;
  const profileOf = (auth: AuthContext) => userProfileRepo.findProfile(auth.platformId, auth.userId);

  async function categories(auth: AuthContext) {
    const chosen = new Set((await profileOf(auth))?.category_ids ?? []);
    return { categories: INTEREST_CATEGORIES.map((category) => ({ ...category, selected: chosen.has(category.id) })) };
  }

  /** Slugs of the entries the user's active menu opens. */
  async function menuSlugs(auth: AuthContext): Promise<Set<string>> {
    const rows = await platformDirectory.menusFor(auth.platformId, roleGroup(auth.role));
    const menu = activeEntries(menuForRole(presentMenu(rows), auth.role));
    return new Set(
      menu.flatMap((item) => (item.submenu.length > 0 ? item.submenu.map((sub) => sub.slug) : [item.slug])),
    );
  }

  /** The free backgrounds, then the store's: those owned, and those on sale to buy. */
  async function backgrounds(auth: AuthContext): Promise<Background[]> {
    const sold = await looks.backgrounds(auth.platformId, auth.userId);
    return [
      ...BACKGROUNDS.map(freeBackground),
      ...sold.filter((background) => background.owned || background.available).map(soldBackground),
    ];
  }

  async function customBackgroundOn(auth: AuthContext): Promise<boolean> {
    const platform = await platformDirectory.findById(auth.platformId);
    return Boolean(platform && resolveFeatureFlags(platform.kind === 'corporate', platform.features).customBackground);
  }

  /** The background chosen, while the platform lets students choose one (customBackground) and it is theirs. */
  async function chosenBackground(auth: AuthContext): Promise<{ background: Background | null }> {
    const id = (await profileOf(auth))?.background_id;
    if (!id || !(await customBackgroundOn(auth))) return { background: null };
    const background = (await backgrounds(auth)).find((option) => option.id === id && option.owned);
    return { background: background ?? null };
  }

  return {
    categories,

    async saveCategories(auth: AuthContext, ids: number[]) {
      const known = new Set(INTEREST_CATEGORIES.map((category) => category.id));
      if (!ids.every((id) => known.has(id))) throw badRequest(MESSAGES.invalidCategory);
      await userProfileRepo.saveProfile(auth.platformId, auth.userId, { category_ids: [...new Set(ids)] });
      return categories(auth);
    },

    async shortcuts(auth: AuthContext): Promise<{ shortcuts: string[] }> {
      const [profile, open] = await Promise.all([profileOf(auth), menuSlugs(auth)]);
      // A shortcut whose menu entry was switched off since is no longer offered.
      return { shortcuts: (profile?.shortcuts ?? []).filter((slug) => open.has(slug)) };
    },

    async saveShortcuts(auth: AuthContext, slugs: string[]): Promise<{ shortcuts: string[] }> {
      const open = await menuSlugs(auth);
      if (!slugs.every((slug) => open.has(slug))) throw badRequest(MESSAGES.invalidShortcut);
      const shortcuts = [...new Set(slugs)];
      await userProfileRepo.saveProfile(auth.platformId, auth.userId, { shortcuts });
      return { shortcuts };
    },

    async backgrounds(auth: AuthContext): Promise<{ backgrounds: Background[] }> {
      return { backgrounds: await backgrounds(auth) };
    },

    chosenBackground,

    /** Only a free background or one bought in the store; null goes back to the platform's default. */
    async chooseBackground(auth: AuthContext, id: string | null) {
      if (!(await customBackgroundOn(auth))) throw forbidden(MESSAGES.backgroundsOff);
      if (id !== null) {
        const background = (await backgrounds(auth)).find((option) => option.id === id);
        if (!background) throw notFound(MESSAGES.backgroundNotFound);
        if (!background.owned) throw conflict(MESSAGES.backgroundNotOwned);
      }
      await userProfileRepo.saveProfile(auth.platformId, auth.userId, { background_id: id });
      return chosenBackground(auth);
    },

    async banners(auth: AuthContext): Promise<{ banners: Banner[] }> {
      const grade = await memberships.currentGradeOf(auth.platformId, auth.userId);
      const stage = grade ? stageOfGrade(grade.id) : null;
      return { banners: (await bannersRepo.current(auth.platformId, stage, clock.now())).map(presentBanner) };
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
