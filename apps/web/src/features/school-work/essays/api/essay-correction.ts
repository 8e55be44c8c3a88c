import type { EssaySuggestionsAnswer } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/http/request.ts';
import { essayAssistantKeys } from './essay-assistant-keys.ts';

/** POST /assistant/essay/correction: the assistant corrects the sent essay; its answer is the new list. */
export function useEssayCorrection(activity: string, student: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request<EssaySuggestionsAnswer>('assistant', '/assistant/essay/correction', {
        method: 'POST',
        body: { activity, student },
        notifyError: true,
      }),
    onSuccess: (answer) => client.setQueryData(essayAssistantKeys.suggestions(activity, student), answer),
  });
}
