import {
  averageRating,
  EXAM_STATUS_CODES,
  TRAIL_MAP_THEMES,
  TRAIL_STATUS_LABELS,
  type TrailDetail,
  type TrailFilters,
  type TrailRatingResponse,
  type TrailSearchResponse,
  type Wording,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type {
  TrailRef,
  TrailSearchFilters,
  TrailSearchScope,
  TrailWizardRepository,
} from './trail-wizard.repository.ts';
import { requireEducator, type TrailAccess } from './trails.access.ts';
import { presentTrailSummary, type TrailMedia } from './trails.presenter.ts';
import type { TrailReader } from './trails.reader.ts';

/**
 * Reading, finding and marking trails (document 3 section 7 'Trail wizard'): educators of the
 * platform see their own trails and the published ones of the others.
 */
export function createTrailCatalogueService(deps: {
  repo: Pick<TrailWizardRepository, 'search' | 'extras' | 'setFavorite' | 'setRating' | 'filterValues'>;
  access: Pick<TrailAccess, 'readable'>;
  reader: TrailReader;
  media: TrailMedia;
  wordingOf: (platformId: string) => Promise<Wording>;
}) {
  const { repo, access, reader, media, wordingOf } = deps;

  return {
    async details(user: AuthContext, ref: TrailRef): Promise<TrailDetail> {
      return reader.detail(user, await access.readable(user, ref));
    },

    async search(
      user: AuthContext,
      scope: TrailSearchScope,
      filters: TrailSearchFilters,
    ): Promise<TrailSearchResponse> {
      requireEducator(user);
      const { total, rows } = await repo.search(user.platformId, user.userId, scope, filters);
      const extras = await repo.extras(user.platformId, rows, user.userId);
      return { cdn: '', total, results: rows.map((row) => presentTrailSummary(row, extras, user.userId, media)) };
    },

    async favorite(user: AuthContext, trailId: string, favorite: boolean) {
      const trail = await access.readable(user, { trailId });
      await repo.setFavorite(user.platformId, trail.id, user.userId, favorite);
      return { learning_trail_id: trail.id, favorite };
    },

    /** 0 clears the caller's rating; the answer is the new average. */
    async rate(user: AuthContext, trailId: string, rating: number): Promise<TrailRatingResponse> {
      const trail = await access.readable(user, { trailId });
      await repo.setRating(user.platformId, trail.id, user.userId, rating);
      const summary = (await repo.extras(user.platformId, [trail], user.userId)).ratings.get(trail.id);
      return {
        learning_trail_id: trail.id,
        rating: summary ? averageRating(summary.sum, summary.count) : null,
        user_rating: summary?.mine ?? null,
        total_ratings: summary?.count ?? 0,
      };
    },

    /** What the searches can filter by: values the trails the caller may find use, and the map themes offered. */
    async filters(user: AuthContext): Promise<TrailFilters> {
      requireEducator(user);
      const [values, wording] = await Promise.all([
        repo.filterValues(user.platformId, user.userId),
        wordingOf(user.platformId),
      ]);
      return {
        bncc: values.bncc,
        keywords: values.keywords,
        grades: [...values.grades].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id),
        statuses: EXAM_STATUS_CODES.map((id) => ({ id, name: TRAIL_STATUS_LABELS[id] })),
        themes: TRAIL_MAP_THEMES.filter((theme) => wording === 'corporate' || !theme.corporate).map((theme) => ({
          id: theme.id,
          title: theme.title,
        })),
      };
    },
  };
}

export type TrailCatalogueService = ReturnType<typeof createTrailCatalogueService>;
