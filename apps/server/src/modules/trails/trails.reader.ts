import type { TrailDetail } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { TrailRow, TrailWizardRepository } from './trail-wizard.repository.ts';
import { presentTrailDetail, type TrailMedia } from './trails.presenter.ts';

/** Reads a trail in full, its steps sorted by order, for an educator who may see it. */
export function createTrailReader(deps: {
  repo: Pick<TrailWizardRepository, 'itemsOf' | 'extras' | 'usableChallenges'>;
  media: TrailMedia;
}) {
  const { repo, media } = deps;
  return {
    async detail(user: AuthContext, row: TrailRow): Promise<TrailDetail> {
      const [items, extras] = await Promise.all([
        repo.itemsOf(user.platformId, [row.id]),
        repo.extras(user.platformId, [row], user.userId),
      ]);
      const challengeIds = items.filter((item) => item.type === 'challenge').map((item) => item.content);
      const challenges = await repo.usableChallenges(user.platformId, challengeIds);
      return presentTrailDetail(row, { items, challenges }, extras, user.userId, media);
    },
  };
}

export type TrailReader = ReturnType<typeof createTrailReader>;
