import type { RoleGroup } from '@ava/contracts';
import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MenuRow, PlatformRow, PlatformsRepository } from './platforms.repository.ts';

/** Platforms and menus change rarely and are read on every sign-in: kept a minute per process. */
const PLATFORM_CACHE_MS = 60_000;

export function createCachedPlatformsRepository(
  repo: Pick<PlatformsRepository, 'findBySlug' | 'menusFor'>,
  clock: Clock,
): Pick<PlatformsRepository, 'findBySlug' | 'menusFor'> {
  const bySlug = createTtlCache<PlatformRow>({ clock, ttlMs: PLATFORM_CACHE_MS, maxEntries: 1_000 });
  const menus = createTtlCache<MenuRow[]>({ clock, ttlMs: PLATFORM_CACHE_MS, maxEntries: 4_000 });
  return {
    findBySlug: (slug) => bySlug.getOrLoad(slug, () => repo.findBySlug(slug)),
    menusFor: async (platformId: string, audience: RoleGroup) =>
      (await menus.getOrLoad(`${platformId}:${audience}`, () => repo.menusFor(platformId, audience))) ?? [],
  };
}
