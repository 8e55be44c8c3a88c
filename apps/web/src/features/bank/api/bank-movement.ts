import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankKeys } from './bank-keys.ts';

/**
 * A movement of the user's pokz: afterwards the whole bank (balance, statement, investments, what
 * may still be sent) is read again. Failed ones too: a refusal may say the screen is out of date.
 */
export function useBankMovement<Input, Answer>(move: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: move,
    onSettled: () => client.invalidateQueries({ queryKey: bankKeys.all }),
  });
}
