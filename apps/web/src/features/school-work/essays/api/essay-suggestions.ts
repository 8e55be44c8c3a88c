import type { EssaySuggestionsAnswer } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/http/request.ts';
import { essayAssistantKeys } from './essay-assistant-keys.ts';

/** GET /assistant/suggestions: the suggestions waiting for the educator, and the latest rubric scores. */
export const useEssaySuggestions = (activity: string, student: string, enabled: boolean) =>
  useQuery({
    queryKey: essayAssistantKeys.suggestions(activity, student),
    queryFn: ({ signal }) =>
      request<EssaySuggestionsAnswer>('assistant', '/assistant/suggestions', { query: { activity, student }, signal }),
    enabled,
  });
