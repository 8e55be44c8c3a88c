import { createHash } from 'node:crypto';
import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { presentTheme } from './platforms.presenter.ts';
import type { PlatformsRepository } from './platforms.repository.ts';

export interface CachedTheme {
  body: string;
  etag: string;
}

/** How long this process keeps a theme before reading it again; browsers keep it an hour. */
const LOCAL_CACHE_MS = 60_000;

export function createPlatformsService(deps: { platformsRepo: Pick<PlatformsRepository, 'findBySlug'>; clock: Clock }) {
  const cache = createTtlCache<CachedTheme>({ clock: deps.clock, ttlMs: LOCAL_CACHE_MS, maxEntries: 1_000 });

  async function load(slug: string): Promise<CachedTheme | null> {
    const row = await deps.platformsRepo.findBySlug(slug);
    if (!row) return null;
    const body = JSON.stringify(presentTheme(row));
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  }

  return {
    /** The theme of a platform, serialised once and shared by every request until it ages out. */
    async theme(slug: string): Promise<CachedTheme> {
      const theme = await cache.getOrLoad(slug, () => load(slug));
      if (!theme) throw notFound();
      return theme;
    },
  };
}

export type PlatformsService = ReturnType<typeof createPlatformsService>;
