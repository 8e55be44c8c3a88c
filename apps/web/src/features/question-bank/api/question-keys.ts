import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every query of the bank starts with 'question-bank', so one invalidation refreshes them all. */
export const questionKeys = {
  all: ['question-bank'] as const,
  search: (query: object) => ['question-bank', 'search', query] as const,
  filters: () => ['question-bank', 'filters'] as const,
  issues: () => ['question-bank', 'issues'] as const,
  quizzes: () => ['question-bank', 'quizzes'] as const,
  quiz: (id: string) => ['question-bank', 'quizzes', id] as const,
};

/** A write of the bank; every bank query is refetched after it. */
export function useBankMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: questionKeys.all }) });
}
