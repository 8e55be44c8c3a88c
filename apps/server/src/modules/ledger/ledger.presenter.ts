import {
  type Investment,
  investmentYield,
  MAX_INVESTMENT_YIELD_DAYS,
  type Statement,
  type Transfer,
} from '@ava/contracts';
import type { InvestmentRow, TransferRow } from './bank.repository.ts';
import type { StatementRow } from './ledger.repository.ts';

const DAY_MS = 86_400_000;

export function presentStatement(row: StatementRow): Statement {
  return {
    id: row.id,
    date: row.created_at.toISOString(),
    event: row.event,
    eventType: row.event_type,
    value: row.amount,
  };
}

/** Whole days an investment has counted by `now`, capped. */
export function investedDays(row: Pick<InvestmentRow, 'invested_at'>, now: Date): number {
  const days = Math.floor((now.getTime() - row.invested_at.getTime()) / DAY_MS);
  return Math.min(Math.max(days, 0), MAX_INVESTMENT_YIELD_DAYS);
}

/** An open investment as it stands `now`; a redeemed one as it was paid. */
export function presentInvestment(row: InvestmentRow, now: Date): Investment {
  const days = row.days ?? investedDays(row, now);
  const earned = row.interest ?? investmentYield(row.principal, row.daily_rate, days);
  return {
    id: row.id,
    principal: row.principal,
    daily_rate: row.daily_rate,
    invested_at: row.invested_at.toISOString(),
    days,
    yield: earned,
    value: row.principal + earned,
    redeemed_at: row.redeemed_at?.toISOString() ?? null,
  };
}

export function presentTransfer(row: TransferRow): Transfer {
  return {
    id: row.posting_id,
    date: row.created_at.toISOString(),
    amount: row.amount,
    sender: row.sender,
    receiver: row.receiver,
  };
}
