import { investBodySchema, LEDGER_MESSAGES } from '@ava/contracts';

/** An amount typed in a movement's form, by the contract's rule (whole, 1 to the largest movement). */
export function parseAmount(typed: string): { amount: number } | { error: string } {
  const parsed = investBodySchema.safeParse({ amount: typed.trim() === '' ? Number.NaN : Number(typed) });
  return parsed.success ? parsed.data : { error: LEDGER_MESSAGES.amount };
}
