import type { QueryClient } from '@tanstack/react-query';

/**
 * The caller's balance (GET /students/score_balance) and every other bank query start with
 * 'bank'. The key is here, not in the bank feature, because other features' actions pay pokz (a
 * challenge scored, an exam finished) and read the balance again, which toasts what arrived.
 */
export const bankKeys = {
  all: ['bank'] as const,
  balance: () => ['bank', 'balance'] as const,
};

/** After an action that may have paid pokz: the balance is read again, and a rise is toasted ('+N pokz'). */
export function refreshPokzBalance(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: bankKeys.balance() });
}

let shownAlready = 0;

/**
 * Pokz a screen has just shown the student itself (the score dialog's '+N'): the balance's rise
 * they explain is not toasted again. Call it before `refreshPokzBalance`.
 */
export function pokzShown(amount: number): void {
  shownAlready += Math.max(amount, 0);
}

/** What screens showed since the balance was last compared; counted once. */
export function takeShownPokz(): number {
  const shown = shownAlready;
  shownAlready = 0;
  return shown;
}
