import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { request } from '../../../lib/http/request.ts';

export type ActivityAction =
  | { type: 'favorite'; activity: string; favorite: boolean }
  | { type: 'archive'; activity: string; archived: boolean }
  | { type: 'conclude'; activity: string }
  | { type: 'remove'; activity: string };

/** PUT /activity/favorite, /activity/archive, /activity/conclude and DELETE /activity/remove. */
function run(action: ActivityAction): Promise<unknown> {
  switch (action.type) {
    case 'favorite':
      return request('main', '/activity/favorite', {
        method: 'PUT',
        body: { activity: action.activity, favorite: action.favorite },
        notifyError: true,
      });
    case 'archive':
      return request('main', '/activity/archive', {
        method: 'PUT',
        body: { activity: action.activity, archived: action.archived },
        notifyError: true,
      });
    case 'conclude':
      return request('main', '/activity/conclude', {
        method: 'PUT',
        body: { activity: action.activity },
        notifyError: true,
      });
    case 'remove':
      return request('main', '/activity/remove', {
        method: 'DELETE',
        query: { activity: action.activity },
        notifyError: true,
      });
  }
}

export function useActivityAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
