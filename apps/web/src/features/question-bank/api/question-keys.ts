import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionKeys } from '../../../lib/question-search.ts';

/** A write of the bank; every bank query is refetched after it. */
export function useBankMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: questionKeys.all }) });
}
