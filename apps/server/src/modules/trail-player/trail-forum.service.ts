import { FORUM_MESSAGES, type TrailForumComment, type TrailForumQuery } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { ForumService } from '../forum/forum.module.ts';
import type { TrailPlayerRepository } from './trail-player.repository.ts';

/**
 * The forum inside a trail (trails service paths): each forum step of the activity's trail is a
 * forum of the forum module (`trail_id` = the step's id), which applies hideComments and deleteComments.
 */
export function createTrailForum(deps: {
  repo: Pick<TrailPlayerRepository, 'item' | 'comment'>;
  forum: Pick<ForumService, 'list' | 'post' | 'remove'>;
}) {
  const { repo, forum } = deps;

  async function forumStep(user: AuthContext, activityId: string, itemId: string): Promise<void> {
    const item = await repo.item(user.platformId, activityId, itemId);
    if (item?.type !== 'forum') throw notFound(FORUM_MESSAGES.forumDisabled);
  }

  return {
    async list(user: AuthContext, query: TrailForumQuery) {
      await forumStep(user, query.activity_id, query.trail_id);
      return forum.list(user, {
        activity: query.activity_id,
        trail_id: query.trail_id,
        page: query.page,
        favorite: query.favorite,
      });
    },

    async post(user: AuthContext, input: TrailForumComment) {
      await forumStep(user, input.activity_id, input.trail_id);
      return forum.post(user, input.trail_id, {
        activity: input.activity_id,
        main_comment: input.main_comment,
        comment: input.comment,
        anonymous: input.anonymous,
        ignore_energy: false,
      });
    },

    /** The forum's removal, which keeps students' comments of a step unless the config has deleteComments. */
    async remove(user: AuthContext, commentId: number): Promise<void> {
      const comment = await repo.comment(user.platformId, commentId);
      if (!comment || comment.trail_id === '') throw notFound(FORUM_MESSAGES.commentNotFound);
      await forum.remove(user, commentId);
    },
  };
}

export type TrailForum = ReturnType<typeof createTrailForum>;
