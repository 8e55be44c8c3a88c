import { createHash } from 'node:crypto';
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
  const cache = new Map<string, CachedTheme & { until: number }>();

  return {
    /** The theme of a platform, serialised once and shared by every request until it ages out. */
    async theme(slug: string): Promise<CachedTheme> {
      const now = deps.clock.now().getTime();
      const hit = cache.get(slug);
      if (hit && hit.until > now) return hit;
      const row = await deps.platformsRepo.findBySlug(slug);
      if (!row) throw notFound();
      const body = JSON.stringify(presentTheme(row));
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      const entry = { body, etag, until: now + LOCAL_CACHE_MS };
      cache.set(slug, entry);
      return entry;
    },
  };
}

export type PlatformsService = ReturnType<typeof createPlatformsService>;
