import {
  DEFAULT_CURRENCY,
  DEFAULT_WELCOME_MESSAGE,
  DEFAULT_WELCOME_TITLE,
  dropNullLikes,
  type MenuItem,
  normaliseColors,
  normaliseConfigs,
  normaliseTypographies,
  normaliseUrls,
  resolveFeatureFlags,
  type Theme,
} from '@ava/contracts';
import type { MenuRow, PlatformRow } from './platforms.repository.ts';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The stored theme, normalised as document 1 section 5 says, with resolved feature flags. */
export function presentTheme(row: PlatformRow): Theme {
  const raw = dropNullLikes(row.theme);
  const currency = dropNullLikes(raw.currency);
  return {
    slug: row.slug,
    name: row.name,
    contract: row.contract,
    admin_slug: row.admin_slug,
    update_at: row.updated_at.toISOString(),
    welcome_title: text(raw.welcome_title) ?? DEFAULT_WELCOME_TITLE,
    welcome_message: text(raw.welcome_message) ?? DEFAULT_WELCOME_MESSAGE,
    currency: {
      student: text(currency.student) ?? DEFAULT_CURRENCY.student,
      teacher: text(currency.teacher) ?? DEFAULT_CURRENCY.teacher,
    },
    configs: normaliseConfigs(raw.configs),
    colors: normaliseColors(raw.colors),
    contacts: dropNullLikes(raw.contacts),
    base_urls: normaliseUrls(raw.base_urls),
    files: normaliseUrls(raw.files),
    typographies: normaliseTypographies(raw.typographies),
    links: normaliseUrls(raw.links),
    features: resolveFeatureFlags(row.kind === 'corporate', row.features),
  };
}

/** Flat menu rows to the nested menu of the login response. */
export function presentMenu(rows: readonly MenuRow[]): MenuItem[] {
  const toItem = (row: MenuRow): MenuItem => ({
    slug: row.slug,
    active: row.active,
    submenu: rows.filter((child) => child.parent_id === row.id).map(toItem),
  });
  return rows.filter((row) => row.parent_id === null).map(toItem);
}
