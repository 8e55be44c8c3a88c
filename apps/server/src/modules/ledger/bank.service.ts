import {
  BALANCE_STATEMENT_LINES,
  displayDay,
  LEDGER_MESSAGES,
  type ScoreBalanceResponse,
  SOCIAL_MEDIA_REWARD,
  SOCIAL_MEDIA_WINDOW_DAYS,
  STATEMENT_PAGE_SIZE,
  type StatementQuery,
  type StatementsResponse,
  type UpdatePokzBody,
  type UpdatePokzResponse,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { type Clock, saoPauloDay } from '../../platform/clock.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { badRequest, forbidden } from '../../platform/http/app-error.ts';
import { currencyOf, refuseDelegatedMove } from './bank-rules.ts';
import { presentStatement } from './ledger.presenter.ts';
import type { LedgerRepository, StatementFilters } from './ledger.repository.ts';
import { GRANT_EVENT_TYPES, type Ledger } from './ledger.service.ts';
import type { PlatformThemes } from './platform-themes.ts';

const DAY_MS = 86_400_000;

/** The later of two optional ISO days, or the earlier: ISO days compare as text. */
const later = (a?: string, b?: string) => (a && b ? (a > b ? a : b) : (a ?? b));
const earlier = (a?: string, b?: string) => (a && b ? (a < b ? a : b) : (a ?? b));

/** The statement query's days and year as one range of São Paulo days. */
function filtersOf(query: StatementQuery): StatementFilters {
  const yearFrom = query.year ? `${query.year}-01-01` : undefined;
  const yearTo = query.year ? `${query.year}-12-31` : undefined;
  return {
    eventType: query.eventType,
    from: later(query.startDate, yearFrom),
    to: earlier(query.endDate, yearTo),
  };
}

/** The week (Monday to Sunday in São Paulo) an instant falls in: its first day (the reward's key) and when the next begins. */
export function rewardWindow(now: Date): { day: string; next: Date } {
  const { day, start } = saoPauloDay(now);
  const sinceMonday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = new Date(start.getTime() - sinceMonday * DAY_MS);
  return { day: displayDay(monday), next: new Date(monday.getTime() + SOCIAL_MEDIA_WINDOW_DAYS * DAY_MS) };
}

/** The caller's own balance and statement, and the social-media reward. */
export function createBankService(deps: {
  repo: LedgerRepository;
  ledger: Pick<Ledger, 'grant'>;
  themes: PlatformThemes;
  transact: Transact;
  clock: Clock;
}) {
  const { repo, ledger, themes, transact, clock } = deps;

  return {
    /** GET /students/score_balance: the wallet of the caller's currency, what they earned and the latest lines. */
    async scoreBalance(user: AuthContext): Promise<ScoreBalanceResponse> {
      const currency = currencyOf(user);
      const [theme, wallet] = await Promise.all([
        themes.of(user.platformId),
        repo.findUserAccount(user.platformId, user.userId, 'wallet', currency),
      ]);
      const name = currency === 'pokz' ? theme.currency.student : theme.currency.teacher;
      if (!wallet) return { balance: 0, score: 0, currency: name, statements: [], totalStatements: 0 };
      const [latest, score] = await Promise.all([
        repo.statement(user.platformId, wallet.id, {}, { limit: BALANCE_STATEMENT_LINES, offset: 0 }),
        repo.sumOf(user.platformId, wallet.id, GRANT_EVENT_TYPES),
      ]);
      return {
        balance: wallet.balance,
        score,
        currency: name,
        statements: latest.rows.map(presentStatement),
        totalStatements: latest.total,
      };
    },

    /** GET /transactions/statements: one page of the caller's wallet lines, newest first. */
    async statements(user: AuthContext, query: StatementQuery): Promise<StatementsResponse> {
      const wallet = await repo.findUserAccount(user.platformId, user.userId, 'wallet', currencyOf(user));
      if (!wallet) return { statements: [], pokzBalance: 0, totalStatements: 0 };
      const page = query.page ?? 1;
      const found = await repo.statement(user.platformId, wallet.id, filtersOf(query), {
        limit: STATEMENT_PAGE_SIZE,
        offset: (page - 1) * STATEMENT_PAGE_SIZE,
      });
      return {
        statements: found.rows.map(presentStatement),
        pokzBalance: wallet.balance,
        totalStatements: found.total,
      };
    },

    /**
     * PATCH /students/update_pokz: the reward for visiting one of the platform's social networks
     * (theme `links`), when its `configs.social_media_pokz` is on; once a week, whichever network.
     * Asked again in the same week, it answers that week's reward and pays nothing more.
     */
    async updatePokz(user: AuthContext, body: UpdatePokzBody): Promise<UpdatePokzResponse> {
      refuseDelegatedMove(user);
      if (currencyOf(user) !== 'pokz') throw forbidden();
      const theme = await themes.of(user.platformId);
      if (theme.configs.social_media_pokz !== true) throw forbidden(LEDGER_MESSAGES.socialMediaOff);
      if (!Object.hasOwn(theme.links, body.social_media)) {
        const message = LEDGER_MESSAGES.socialMediaUnknown;
        throw badRequest(message, { fields: [{ field: 'body.social_media', message }] });
      }
      const window = rewardWindow(clock.now());
      const idempotencyKey = `social_media:${user.userId}:${window.day}`;
      return transact(async (tx) => {
        await ledger.grant(tx, {
          platformId: user.platformId,
          userId: user.userId,
          amount: SOCIAL_MEDIA_REWARD,
          event: `Visita às redes sociais (${body.social_media})`,
          eventType: 'social_media',
          idempotencyKey,
        });
        const posting = await repo.findPosting(user.platformId, idempotencyKey, tx);
        const wallet = await repo.findUserAccount(user.platformId, user.userId, 'wallet', 'pokz', tx);
        return {
          value: SOCIAL_MEDIA_REWARD,
          date: (posting?.created_at ?? clock.now()).toISOString(),
          next_reward_at: window.next.toISOString(),
          pokzBalance: wallet?.balance ?? 0,
        };
      });
    },
  };
}

export type BankService = ReturnType<typeof createBankService>;
