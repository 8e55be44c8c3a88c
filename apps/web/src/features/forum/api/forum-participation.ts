import type { ForumParticipation } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { forumKeys } from './forum-keys.ts';

/** GET /forum_comments/students_participation (educators). */
export const forumParticipationOptions = (activity: string) =>
  queryOptions({
    queryKey: forumKeys.participation(activity),
    queryFn: ({ signal }) =>
      request<ForumParticipation>('main', '/forum_comments/students_participation', {
        query: { activity },
        signal,
      }).then((body) => body.students),
  });

export const useForumParticipation = (activity: string) => useQuery(forumParticipationOptions(activity));
