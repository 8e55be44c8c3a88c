import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { TtlCache } from '../../platform/cache/ttl-cache.ts';
import type { ActivityAccess, ViewerAccess } from '../activities/activities.access.ts';

/**
 * Each reader's recent access decision about a forum: one decision serves a post and the files it
 * shows, and the reads that follow. A removed assignment or an unpublished activity still lets its
 * reader in for up to the cache's time to live, as a revoked session does for 15 s; removal,
 * applause and marks are always decided afresh.
 */
export function createRecentViewers(deps: {
  access: Pick<ActivityAccess, 'forViewer'>;
  cache: Pick<TtlCache<ViewerAccess>, 'getOrLoad' | 'delete'>;
}) {
  const keyOf = (user: Pick<AuthContext, 'platformId' | 'userId'>, activityId: string) =>
    `${user.platformId}:${user.userId}:${activityId}`;
  return {
    async get(user: AuthContext, activityId: string): Promise<ViewerAccess> {
      return (await deps.cache.getOrLoad(keyOf(user, activityId), () =>
        deps.access.forViewer(user, activityId),
      )) as ViewerAccess;
    },
    /** Drops the decision, so the reader's next request decides afresh. */
    forget(user: Pick<AuthContext, 'platformId' | 'userId'>, activityId: string): void {
      deps.cache.delete(keyOf(user, activityId));
    },
  };
}

export type RecentViewers = ReturnType<typeof createRecentViewers>;
