import { randomUUID } from 'node:crypto';
import {
  type InvestBody,
  type InvestmentMovement,
  type InvestmentsResponse,
  investmentDailyRate,
  investmentYield,
  LEDGER_MESSAGES,
  MAX_INVESTMENT_YIELD_DAYS,
  type RedeemBody,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import type { BankRepository } from './bank.repository.ts';
import { currencyOf, fingerprintOf, refuseDelegatedMove, replay } from './bank-rules.ts';
import { investedDays, presentInvestment } from './ledger.presenter.ts';
import type { LedgerRepository } from './ledger.repository.ts';
import type { PlatformThemes } from './platform-themes.ts';

const INVESTED = 'Investimento';
const REDEEMED = 'Resgate de investimento';
const YIELD_PAID = 'Rendimento de investimento';

/**
 * Investments: invest moves pokz from the wallet to the user's savings at the platform's daily
 * rate of that moment; redeem pays the principal back from savings and the yield from the
 * platform's yields account, whole, once.
 */
export function createInvestmentsService(deps: {
  repo: LedgerRepository;
  bankRepo: Pick<BankRepository, 'insertInvestment' | 'investmentsOf' | 'lockInvestment' | 'markRedeemed'>;
  themes: PlatformThemes;
  transact: Transact;
  clock: Clock;
}) {
  const { repo, bankRepo, themes, transact, clock } = deps;
  const rateOf = async (platformId: string) => investmentDailyRate((await themes.of(platformId)).configs);

  return {
    /** GET /transactions/pokz/investments: the caller's investments, newest first, with what the open ones hold. */
    async list(user: AuthContext): Promise<InvestmentsResponse> {
      const currency = currencyOf(user);
      const [rows, wallet, dailyRate] = await Promise.all([
        bankRepo.investmentsOf(user.platformId, user.userId),
        repo.findUserAccount(user.platformId, user.userId, 'wallet', currency),
        rateOf(user.platformId),
      ]);
      const now = clock.now();
      const investments = rows.filter((row) => row.currency === currency).map((row) => presentInvestment(row, now));
      const open = investments.filter((investment) => investment.redeemed_at === null);
      return {
        investments,
        daily_rate: dailyRate,
        max_yield_days: MAX_INVESTMENT_YIELD_DAYS,
        invested: open.reduce((sum, investment) => sum + investment.principal, 0),
        yield: open.reduce((sum, investment) => sum + investment.yield, 0),
        pokzBalance: wallet?.balance ?? 0,
      };
    },

    /** POST /transactions/pokz/invest, once per Idempotency-Key. */
    async invest(user: AuthContext, body: InvestBody, key: string): Promise<InvestmentMovement> {
      refuseDelegatedMove(user);
      const currency = currencyOf(user);
      const { platformId, userId } = user;
      const dailyRate = await rateOf(platformId);
      const idempotencyKey = `invest:${userId}:${key}`;
      const fingerprint = fingerprintOf(body);
      return transact(async (tx) => {
        const wallet = await repo.lockUserAccount(platformId, userId, 'wallet', currency, tx);
        const previous = await repo.findPosting(platformId, idempotencyKey, tx);
        if (previous) return replay<InvestmentMovement>(previous, fingerprint);
        if (wallet.balance < body.amount) throw conflict(LEDGER_MESSAGES.insufficientBalance);
        const savings = await repo.lockUserAccount(platformId, userId, 'savings', currency, tx);
        const now = clock.now();
        const investmentId = randomUUID();
        const answer: InvestmentMovement = {
          investment: {
            id: investmentId,
            principal: body.amount,
            daily_rate: dailyRate,
            invested_at: now.toISOString(),
            days: 0,
            yield: 0,
            value: body.amount,
            redeemed_at: null,
          },
          pokzBalance: wallet.balance - body.amount,
        };
        const posting = await repo.post(
          platformId,
          {
            idempotencyKey,
            eventType: 'investment',
            fingerprint,
            answer,
            at: now,
            entries: [
              { accountId: wallet.id, amount: -body.amount, event: INVESTED },
              { accountId: savings.id, amount: body.amount, event: INVESTED },
            ],
          },
          tx,
        );
        await bankRepo.insertInvestment(
          platformId,
          {
            id: investmentId,
            user_id: userId,
            currency,
            principal: body.amount,
            daily_rate: dailyRate,
            invested_at: now,
            invest_posting_id: posting.id,
          },
          tx,
        );
        return answer;
      });
    },

    /** PATCH /transactions/pokz/redeem: principal plus yield to the wallet; asked again, the same answer. */
    async redeem(user: AuthContext, body: RedeemBody): Promise<InvestmentMovement> {
      refuseDelegatedMove(user);
      const currency = currencyOf(user);
      const { platformId, userId } = user;
      const idempotencyKey = `redeem:${body.investment_id}`;
      const fingerprint = fingerprintOf(body);
      return transact(async (tx) => {
        const wallet = await repo.lockUserAccount(platformId, userId, 'wallet', currency, tx);
        const investment = await bankRepo.lockInvestment(platformId, userId, body.investment_id, tx);
        if (!investment || investment.currency !== currency) throw notFound(LEDGER_MESSAGES.investmentNotFound);
        const previous = await repo.findPosting(platformId, idempotencyKey, tx);
        if (previous) return replay<InvestmentMovement>(previous, fingerprint);
        const now = clock.now();
        const days = investedDays(investment, now);
        const interest = investmentYield(investment.principal, investment.daily_rate, days);
        const savings = await repo.lockUserAccount(platformId, userId, 'savings', currency, tx);
        const paidOut = investment.principal + interest;
        const answer: InvestmentMovement = {
          investment: presentInvestment({ ...investment, redeemed_at: now, days, interest }, now),
          pokzBalance: wallet.balance + paidOut,
        };
        const yields = interest > 0 ? await repo.systemAccount(platformId, 'yields', currency, tx) : null;
        const posting = await repo.post(
          platformId,
          {
            idempotencyKey,
            eventType: 'redemption',
            fingerprint,
            answer,
            at: now,
            entries: [
              { accountId: wallet.id, amount: paidOut, event: REDEEMED },
              { accountId: savings.id, amount: -investment.principal, event: REDEEMED },
              ...(yields ? [{ accountId: yields.id, amount: -interest, event: YIELD_PAID }] : []),
            ],
          },
          tx,
        );
        await bankRepo.markRedeemed(platformId, investment.id, { at: now, days, interest, postingId: posting.id }, tx);
        return answer;
      });
    },
  };
}

export type InvestmentsService = ReturnType<typeof createInvestmentsService>;
