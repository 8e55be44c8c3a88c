import type { Stage } from '@ava/contracts';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { dashboardBanners } from './profile.tables.ts';

export type BannerRow = typeof dashboardBanners.$inferSelect;

export function createBannersRepository(db: Executor) {
  return {
    /** Banners shown now: inside their window, for every stage or for the given one. */
    current(platformId: string, stage: Stage | null, now: Date): Promise<BannerRow[]> {
      return db
        .select()
        .from(dashboardBanners)
        .where(
          and(
            eq(dashboardBanners.platform_id, platformId),
            or(isNull(dashboardBanners.starts_at), lte(dashboardBanners.starts_at, now)),
            or(isNull(dashboardBanners.ends_at), gt(dashboardBanners.ends_at, now)),
            stage
              ? or(isNull(dashboardBanners.stage), eq(dashboardBanners.stage, stage))
              : isNull(dashboardBanners.stage),
          ),
        )
        .orderBy(asc(dashboardBanners.position), asc(dashboardBanners.created_at));
    },
  };
}

export type BannersRepository = ReturnType<typeof createBannersRepository>;
