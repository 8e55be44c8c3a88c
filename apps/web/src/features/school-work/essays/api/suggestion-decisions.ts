import type { SuggestionAccept } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/http/request.ts';
import { essayAssistantKeys } from './essay-assistant-keys.ts';
import { essayKeys } from './essay-keys.ts';

/**
 * POST /assistant/suggestions/accept (as proposed or edited: it becomes a mark) and
 * DELETE /assistant/suggestions (rejected: it never reaches the student).
 */
export function useSuggestionDecisions(activity: string, student: string) {
  const client = useQueryClient();
  // Not awaited: the decided suggestion leaves the list on the refetch, and the caller's own
  // onSuccess (its toast) must run while it is still there.
  const refresh = () => {
    void Promise.all([
      client.invalidateQueries({ queryKey: essayAssistantKeys.suggestions(activity, student) }),
      client.invalidateQueries({ queryKey: essayKeys.bookmarks(activity, student) }),
    ]);
  };
  const accept = useMutation({
    mutationFn: (body: SuggestionAccept) =>
      request('assistant', '/assistant/suggestions/accept', { method: 'POST', body, notifyError: true }),
    onSuccess: refresh,
  });
  const reject = useMutation({
    mutationFn: (id: string) =>
      request('assistant', '/assistant/suggestions', { method: 'DELETE', body: { ids: [id] }, notifyError: true }),
    onSuccess: refresh,
  });
  return { accept, reject };
}
