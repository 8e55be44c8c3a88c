import type { EssayBookmark, EssayBookmarkList, EssayBookmarkPosition } from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/http/request.ts';
import { essayKeys } from './essay-keys.ts';

/**
 * GET /essay_bookmark/list: the marks and the essay text they were made on; a student omits
 * `student` to read the marks on their own essay.
 */
export const useBookmarks = (activity: string, student?: string) =>
  useQuery({
    queryKey: essayKeys.bookmarks(activity, student),
    queryFn: ({ signal }) =>
      request<EssayBookmarkList>('main', '/essay_bookmark/list', { query: { activity, student }, signal }),
  });

/** POST /essay_bookmark/update and DELETE /essay_bookmark/remove. */
export function useBookmarkChanges(activity: string, student: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: essayKeys.bookmarks(activity, student) });
  const save = useMutation({
    mutationFn: (position: EssayBookmarkPosition) =>
      request<EssayBookmark>('main', '/essay_bookmark/update', {
        method: 'POST',
        body: { activity, student, position },
        notifyError: true,
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      request('main', '/essay_bookmark/remove', { method: 'DELETE', query: { id }, notifyError: true }),
    onSuccess: refresh,
  });
  return { save, remove };
}
