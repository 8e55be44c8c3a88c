import type { ForumNewComment } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { request } from '../../../lib/http/request.ts';
import { forumKeys } from './forum-keys.ts';

export type ForumAction =
  | { type: 'applause'; comment: number }
  | { type: 'favorite'; comment: number; favorite: boolean }
  | { type: 'remove'; comment: number }
  | { type: 'reached_purpose'; comment: number; reached_purpose: boolean };

/**
 * PUT /forum_comments/applause, /favorite, /reached_purpose and DELETE /forum_comments/remove.
 * The thread is read again afterwards, so counts come from the server.
 */
function run(action: ForumAction): Promise<unknown> {
  const options = { notifyError: true } as const;
  switch (action.type) {
    case 'applause':
      return request('main', '/forum_comments/applause', {
        ...options,
        method: 'PUT',
        body: { comment: action.comment },
      });
    case 'favorite':
      return request('main', '/forum_comments/favorite', {
        ...options,
        method: 'PUT',
        body: { comment: action.comment, favorite: action.favorite },
      });
    case 'reached_purpose':
      return request('main', '/forum_comments/reached_purpose', {
        ...options,
        method: 'PUT',
        body: { comment: action.comment, reached_purpose: action.reached_purpose },
      });
    case 'remove':
      return request('main', '/forum_comments/remove', {
        ...options,
        method: 'DELETE',
        query: { comment: action.comment },
      });
  }
}

/** Removing a student's last comment in a forum activity takes back their delivery: the activity is read again too. */
export function useForumAction(activity: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: (_data, _error, action) => {
      if (action.type === 'remove') void client.invalidateQueries({ queryKey: activityKeys.detail(activity) });
      return client.invalidateQueries({ queryKey: forumKeys.all(activity) });
    },
  });
}

/** The comment answered is gone ('Comentário não encontrado.'): someone removed it meanwhile. */
const NOT_FOUND = 404;
/** The forum closed meanwhile (concluded, archived, or its deadline passed). */
const FORBIDDEN = 403;

/**
 * POST /forum_comments/new. A student's comment delivers the activity, so the activity is read
 * again with the forum: its header stops saying it is urgent. A reply to a comment removed
 * meanwhile reads the forum again, so the removed thread (and its reply box) leaves the screen;
 * a post refused because the forum closed meanwhile reads the activity again.
 */
export function useNewComment(activity: string, trailId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ForumNewComment, 'activity'>) =>
      request('main', '/forum_comments/new', {
        method: 'POST',
        query: { trail_id: trailId },
        body: { ...input, activity },
        notifyError: true,
      }),
    onSuccess: () => {
      // Not awaited: the composer waits for the forum it shows, not for the header.
      void client.invalidateQueries({ queryKey: activityKeys.detail(activity) });
      return client.invalidateQueries({ queryKey: forumKeys.all(activity) });
    },
    onError: (error) => {
      if (isHttpError(error) && error.status === NOT_FOUND)
        return client.invalidateQueries({ queryKey: forumKeys.all(activity) });
      // Read again, the activity shows the forum closed instead of a composer that cannot post.
      if (isHttpError(error) && error.status === FORBIDDEN)
        return client.invalidateQueries({ queryKey: activityKeys.detail(activity) });
    },
  });
}
