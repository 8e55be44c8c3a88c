import type { ForumList } from '@ava/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { forumKeys } from './forum-keys.ts';

/**
 * GET /forum_comments/list, page by page: each page is named by the last comment id held. With
 * `student` (educators), only the threads that student wrote or replied to; with `trailId`, the forum
 * of that step of a trail.
 */
export const forumCommentsOptions = (activity: string, favorite: boolean, student?: string, trailId?: string) =>
  infiniteQueryOptions({
    queryKey: forumKeys.list(activity, favorite, student, trailId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      request<ForumList>('main', '/forum_comments/list', {
        query: {
          activity,
          favorite: favorite ? 'true' : undefined,
          page: pageParam || undefined,
          student,
          trail_id: trailId,
        },
        signal,
      }),
    getNextPageParam: (last) => last.next_page ?? undefined,
  });

export const useForumComments = (activity: string, favorite: boolean, student?: string, trailId?: string) =>
  useInfiniteQuery(forumCommentsOptions(activity, favorite, student, trailId));
