import { randomUUID } from 'node:crypto';
import {
  type ArcadeCreateBody,
  type ArcadeCreateResponse,
  type ArcadeFinishBody,
  type ArcadeFinishResponse,
  type CheckinResponse,
  type GameCheckoutBody,
  type GameCheckoutResponse,
  LEDGER_MESSAGES,
  PARK_MESSAGES,
  PARK_STATEMENT_PAGE_SIZE,
  PARK_TICKET_PRICE,
  type ParkStatementQuery,
  type ParkStatementResponse,
  type TicketCheckoutBody,
  type TicketCheckoutResponse,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { type Clock, saoPauloDay } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { lockKey, type Transact } from '../../platform/db/transaction.ts';
import { conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { ArcadePlays } from '../challenges/challenges.module.ts';
import { fingerprintOf } from '../ledger/ledger.module.ts';
import { presentArcade, presentCheckout, presentGame, presentLine, presentTicket } from './park.presenter.ts';
import type { NewSpend, ParkRepository } from './park.repository.ts';

type SpendValues = Omit<NewSpend, 'idempotency_key' | 'fingerprint' | 'answer'>;

/** A guardian's session opened as the student reads the park but never spends. */
function refuseDelegatedSpend(user: AuthContext): void {
  if (user.openedBy) throw forbidden(PARK_MESSAGES.delegatedSession);
}

/**
 * The park: credits (the park packs bought in the store less what was spent here), a day ticket
 * and its check-in, arcade plays paid with credits, played in the challenges' runtime and scored
 * here. Every spend takes the user's park lock first, so one student's spends take turns and
 * nobody spends credits they do not have, or twice for one Idempotency-Key.
 */
export function createParkService(deps: {
  repo: ParkRepository;
  arcadePlays: ArcadePlays;
  transact: Transact;
  clock: Clock;
}) {
  const { repo, arcadePlays, transact, clock } = deps;

  /**
   * Runs a spend once per key: under the user's lock, a key used before answers its first answer
   * (409 for another request); otherwise `decide` checks and prices it, and the spend is written
   * unless the credits do not cover it.
   */
  async function spendOnce<T>(
    user: AuthContext,
    key: string,
    request: unknown,
    decide: (tx: Executor) => Promise<{ credits: number; spend: (left: number) => { row: SpendValues; answer: T } }>,
  ): Promise<T> {
    refuseDelegatedSpend(user);
    const { platformId, userId } = user;
    const fingerprint = fingerprintOf(request);
    return transact(async (tx) => {
      await lockKey(tx, 'park', userId);
      const used = await repo.spendOfKey(platformId, userId, key, tx);
      if (used) {
        if (used.fingerprint !== fingerprint) throw conflict(LEDGER_MESSAGES.idempotencyKeyReused);
        return used.answer as T;
      }
      const decided = await decide(tx);
      const held = await repo.credits(platformId, userId, tx);
      if (held < decided.credits) throw conflict(PARK_MESSAGES.insufficientCredits);
      const { row, answer } = decided.spend(held - decided.credits);
      await repo.insertSpend(platformId, userId, { ...row, idempotency_key: key, fingerprint, answer }, tx);
      return answer;
    });
  }

  const today = () => saoPauloDay(clock.now()).day;

  return {
    /** GET /park/credits/statement: credits held, today's ticket, and the lines a page at a time. */
    async statement(user: AuthContext, query: ParkStatementQuery): Promise<ParkStatementResponse> {
      const page = query.page ?? 1;
      const [credits, ticket, lines] = await Promise.all([
        repo.credits(user.platformId, user.userId),
        repo.ticketOf(user.platformId, user.userId, today()),
        repo.statement(user.platformId, user.userId, {
          limit: PARK_STATEMENT_PAGE_SIZE,
          offset: (page - 1) * PARK_STATEMENT_PAGE_SIZE,
        }),
      ]);
      return {
        credits,
        ticket_price: PARK_TICKET_PRICE,
        ticket: ticket ? presentTicket(ticket) : null,
        statement: lines.rows.map(presentLine),
        total: lines.total,
        page_size: PARK_STATEMENT_PAGE_SIZE,
      };
    },

    /** POST /park/tickets/checkout: today's ticket, one a day, at the price the student was shown. */
    async buyTicket(user: AuthContext, body: TicketCheckoutBody, key: string): Promise<TicketCheckoutResponse> {
      return spendOnce(user, key, { ticket: body }, async (tx) => {
        if (body.price !== PARK_TICKET_PRICE) throw conflict(PARK_MESSAGES.ticketPriceChanged);
        const day = today();
        if (await repo.ticketOf(user.platformId, user.userId, day, tx)) throw conflict(PARK_MESSAGES.ticketBoughtToday);
        return {
          credits: PARK_TICKET_PRICE,
          spend: (left) => {
            const row = { id: randomUUID(), kind: 'ticket' as const, credits: PARK_TICKET_PRICE, day };
            const ticket = presentTicket({ ...row, checked_in_at: null });
            return { row: { ...row, created_at: clock.now() }, answer: { ticket, credits: left } };
          },
        };
      });
    },

    /**
     * GET /park/tickets/checkin: enters the park with today's ticket (checked in once; again, the
     * same) and answers its games and the plays paid and not finished. A guardian's session opened
     * as the student looks in without checking in.
     */
    async checkIn(user: AuthContext): Promise<CheckinResponse> {
      const ticket = await repo.ticketOf(user.platformId, user.userId, today());
      if (!ticket) throw notFound(PARK_MESSAGES.noTicketToday);
      const entered = user.openedBy ? ticket : await repo.checkIn(user.platformId, ticket.id, clock.now());
      const [games, open] = await Promise.all([
        repo.games(user.platformId, user.userId),
        repo.openCheckouts(user.platformId, user.userId),
      ]);
      return {
        ticket: presentTicket(entered ?? ticket),
        games: games.map(presentGame),
        open_checkouts: open.map(presentCheckout),
      };
    },

    /** POST /park/tickets/games/checkout: one play of a game, with today's ticket checked in. */
    async buyGame(user: AuthContext, body: GameCheckoutBody, key: string): Promise<GameCheckoutResponse> {
      return spendOnce(user, key, { game: body }, async (tx) => {
        const ticket = await repo.ticketOf(user.platformId, user.userId, today(), tx);
        if (!ticket?.checked_in_at) throw conflict(PARK_MESSAGES.notCheckedIn);
        const game = await repo.game(user.platformId, body.game_id, tx);
        if (!game) throw notFound(PARK_MESSAGES.gameNotFound);
        if (game.price !== body.price) throw conflict(PARK_MESSAGES.priceChanged);
        return {
          credits: game.price,
          spend: (left) => {
            const row = {
              id: randomUUID(),
              kind: 'game' as const,
              credits: game.price,
              game_id: game.id,
              created_at: clock.now(),
            };
            return { row, answer: { checkout: presentCheckout(row), credits: left } };
          },
        };
      });
    },

    /**
     * POST /park/arcades/create: the play a checkout paid for, with a fresh play token of the
     * challenges' runtime (opening it again, after a reload, costs nothing). A finished play is 409.
     */
    async openArcade(user: AuthContext, body: ArcadeCreateBody, isMobile: boolean): Promise<ArcadeCreateResponse> {
      refuseDelegatedSpend(user);
      const arcade = await transact(async (tx) => {
        const checkout = await repo.checkout(user.platformId, user.userId, body.checkout_id, tx);
        if (!checkout) throw notFound(PARK_MESSAGES.checkoutNotFound);
        return repo.arcadeOf(user.platformId, user.userId, checkout, tx);
      });
      if (arcade.finished_at) throw conflict(PARK_MESSAGES.arcadeFinished);
      const content = await repo.contentOf(arcade.game_id);
      if (!content) throw notFound(PARK_MESSAGES.gameNotFound);
      const play = await arcadePlays.play(user, content.content_id, isMobile);
      return { arcade: presentArcade(arcade, content.title), play };
    },

    /**
     * PATCH /park/arcades/finish-game: the score of the frame's answers, computed here from the
     * content (nothing the frame says of its score is read), recorded once: a finish sent again
     * answers the first result and changes nothing.
     */
    async finishArcade(user: AuthContext, body: ArcadeFinishBody): Promise<ArcadeFinishResponse> {
      refuseDelegatedSpend(user);
      const opened = await repo.arcade(user.platformId, user.userId, body.arcade_id);
      const content = opened && (await repo.contentOf(opened.game_id));
      if (!opened || !content) throw notFound(PARK_MESSAGES.arcadeNotFound);
      if (opened.finished_at) return { arcade: presentArcade(opened, content.title) };
      // Scored before the transaction: the challenges' reads use their own connection.
      const { score } = await arcadePlays.scoreOf(user.platformId, content.content_id, body.answers);
      return transact(async (tx) => {
        const arcade = await repo.lockArcade(user.platformId, user.userId, body.arcade_id, tx);
        if (!arcade) throw notFound(PARK_MESSAGES.arcadeNotFound);
        if (arcade.finished_at) return { arcade: presentArcade(arcade, content.title) };
        const finished = await repo.finishArcade(
          arcade.id,
          {
            score: score.score,
            right_rounds: score.right_rounds,
            total_rounds: score.total_rounds,
            elapsed_seconds: Math.round(body.elapsed_seconds),
            finished_at: clock.now(),
          },
          tx,
        );
        return { arcade: presentArcade(finished, content.title) };
      });
    },
  };
}

export type ParkService = ReturnType<typeof createParkService>;
