import { LEDGER_MESSAGES, PARK_MESSAGES, PARK_TICKET_PRICE } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/harness.ts';
import { buildPlatform, buildUser } from '../../../test/tenant.fixture.ts';
import { answersWith, buildChallengesWorld, type ChallengesWorld } from '../challenges/challenges.fixture.ts';
import { walletBalance } from '../ledger/ledger.fixture.ts';
import { buildParkGame, parkPackFor } from './park.fixture.ts';

/** Every park path with who may call it (document 3 section 7, 'Park'). */

let w: ChallengesWorld;
let game: { id: string; price: number };
let contentId: string;
let foreignStudent: string;
let dependent: string;
let keys = 0;

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, key?: string) =>
  w.ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), 'idempotency-key': key ?? `parque-${++keys}-teste` },
    payload,
  });
const student = () => w.tokens.student1;
const buyTicket = (token: string, key?: string) =>
  call(token, 'POST', '/park/tickets/checkout', { price: PARK_TICKET_PRICE }, key);
const buyGame = (token: string, key?: string) =>
  call(token, 'POST', '/park/tickets/games/checkout', { game_id: game.id, price: game.price }, key);
const credits = async (token: string) => (await call(token, 'GET', '/park/credits/statement')).json().credits as number;

beforeAll(async () => {
  w = await buildChallengesWorld();
  const { db, clock } = w.ctx;
  const platformId = w.world.platform.id;
  contentId = await w.published('teacher', 'Frações no fliperama');
  game = await buildParkGame(db, platformId, contentId, 3);
  const pack = await parkPackFor(db, clock, platformId, w.world.users.student1.id, 20);
  const bought = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/store/buy_product',
    headers: { ...bearer(student()), 'idempotency-key': 'pacote-do-parque' },
    payload: { product_id: pack.id, price: pack.price },
  });
  expect(bought.statusCode).toBe(200);
  const foreign = await buildPlatform(db);
  await buildUser(db, foreign, 'school_student', { username: 'aluno-de-fora' });
  foreignStudent = await signIn(w.ctx.app, foreign.slug, 'aluno-de-fora');
  const opened = await w.ctx.app.inject({
    method: 'POST',
    url: `/api/identity/users/sign_as_student?student_id=${w.world.users.student1.id}`,
    headers: bearer(w.tokens.guardian),
  });
  dependent = opened.json().auth_token as string;
});
afterAll(() => w.ctx.close());

describe('who may call the park', () => {
  it('refuses teachers, coordinators, guardians and administrators on every path', async () => {
    for (const who of ['teacher', 'coordinator', 'guardian', 'admin'] as const) {
      const token = w.tokens[who];
      expect((await call(token, 'GET', '/park/credits/statement')).statusCode).toBe(403);
      expect((await call(token, 'GET', '/park/tickets/checkin')).statusCode).toBe(403);
      expect((await buyTicket(token)).statusCode).toBe(403);
      expect((await buyGame(token)).statusCode).toBe(403);
      expect((await call(token, 'POST', '/park/arcades/create', { checkout_id: game.id })).statusCode).toBe(403);
      const finish = { arcade_id: game.id, answers: [] };
      expect((await call(token, 'PATCH', '/park/arcades/finish-game', finish)).statusCode).toBe(403);
    }
  });
});

describe('GET /park/credits/statement', () => {
  it('answers the credits of the pack bought in the store, once, and no ticket yet', async () => {
    const response = await call(student(), 'GET', '/park/credits/statement');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ credits: 20, ticket: null, ticket_price: PARK_TICKET_PRICE, total: 1 });
    expect(body.statement[0]).toMatchObject({ type: 'purchase', value: 20 });
    expect(await walletBalance(w.ctx.db, w.world.users.student1.id)).toBe(0);
  });

  it('answers another student their own credits only, and another platform’s student theirs', async () => {
    expect(await credits(w.tokens.student2)).toBe(0);
    expect(await credits(foreignStudent)).toBe(0);
  });
});

describe('tickets and games', () => {
  it('refuses a game before the ticket is checked in, and a check-in without a ticket', async () => {
    const noTicket = await call(student(), 'GET', '/park/tickets/checkin');
    expect([noTicket.statusCode, noTicket.json().message]).toEqual([404, PARK_MESSAGES.noTicketToday]);
    const refused = await buyGame(student());
    expect([refused.statusCode, refused.json().message]).toEqual([409, PARK_MESSAGES.notCheckedIn]);
  });

  it('a guardian’s session opened as the student reads but never spends', async () => {
    expect((await call(dependent, 'GET', '/park/credits/statement')).statusCode).toBe(200);
    const refused = await buyTicket(dependent);
    expect([refused.statusCode, refused.json().message]).toEqual([403, PARK_MESSAGES.delegatedSession]);
    expect(await credits(student())).toBe(20);
  });

  it('sells one ticket a day, once per key, and checks it in', async () => {
    const wrongPrice = await call(student(), 'POST', '/park/tickets/checkout', { price: 1 });
    expect([wrongPrice.statusCode, wrongPrice.json().message]).toEqual([409, PARK_MESSAGES.ticketPriceChanged]);
    w.ctx.clock.advance(60_000);
    const bought = await buyTicket(student(), 'ingresso-do-dia');
    expect(bought.statusCode).toBe(200);
    expect(bought.json().credits).toBe(20 - PARK_TICKET_PRICE);
    const retried = await buyTicket(student(), 'ingresso-do-dia');
    expect(retried.json()).toEqual(bought.json());
    const again = await buyTicket(student());
    expect([again.statusCode, again.json().message]).toEqual([409, PARK_MESSAGES.ticketBoughtToday]);
    const reused = await call(
      student(),
      'POST',
      '/park/tickets/games/checkout',
      { game_id: game.id, price: 3 },
      'ingresso-do-dia',
    );
    expect([reused.statusCode, reused.json().message]).toEqual([409, LEDGER_MESSAGES.idempotencyKeyReused]);

    const inside = await call(student(), 'GET', '/park/tickets/checkin');
    expect(inside.statusCode).toBe(200);
    expect(inside.json().ticket.checked_in_at).not.toBeNull();
    expect(inside.json().games).toEqual([
      expect.objectContaining({ id: game.id, title: 'Frações no fliperama', price: 3 }),
    ]);
    const twice = await call(student(), 'GET', '/park/tickets/checkin');
    expect(twice.json().ticket.checked_in_at).toBe(inside.json().ticket.checked_in_at);
    expect(await credits(student())).toBe(18);
  });

  it('refuses a price other than the game’s, an unknown game and malformed bodies', async () => {
    const wrong = await call(student(), 'POST', '/park/tickets/games/checkout', { game_id: game.id, price: 1 });
    expect([wrong.statusCode, wrong.json().message]).toEqual([409, PARK_MESSAGES.priceChanged]);
    const unknown = await call(student(), 'POST', '/park/tickets/games/checkout', {
      game_id: crypto.randomUUID(),
      price: 3,
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, PARK_MESSAGES.gameNotFound]);
    const malformed = await call(student(), 'POST', '/park/tickets/games/checkout', { game_id: 'x', price: -1 });
    expect(malformed.statusCode).toBe(400);
    const noKey = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/park/tickets/checkout',
      headers: bearer(student()),
      payload: { price: PARK_TICKET_PRICE },
    });
    expect(noKey.statusCode).toBe(400);
    expect(await credits(student())).toBe(18);
  });
});

describe('arcades', () => {
  it('plays a paid game in the runtime and scores it on the server, once', async () => {
    w.ctx.clock.advance(60_000);
    const checkout = (await buyGame(student(), 'ficha-do-jogo-1')).json();
    expect(checkout.credits).toBe(15);
    const stranger = await call(w.tokens.student2, 'POST', '/park/arcades/create', {
      checkout_id: checkout.checkout.id,
    });
    expect(stranger.statusCode).toBe(404);
    const opened = await call(student(), 'POST', '/park/arcades/create', { checkout_id: checkout.checkout.id });
    expect(opened.statusCode).toBe(200);
    const { arcade, play } = opened.json();
    expect(play.url).toContain('/games/?');
    expect(play.sandbox).toBe(false);
    const data = await w.ctx.app.inject({
      method: 'GET',
      url: `/api/games/educational_contents/games/data_only/${contentId}`,
      headers: bearer(play.token),
    });
    expect(data.statusCode).toBe(200);
    const reopened = await call(student(), 'POST', '/park/arcades/create', { checkout_id: checkout.checkout.id });
    expect(reopened.json().arcade.id).toBe(arcade.id);
    expect(await credits(student())).toBe(15);

    const notMine = await call(w.tokens.student2, 'PATCH', '/park/arcades/finish-game', {
      arcade_id: arcade.id,
      answers: answersWith(3),
    });
    expect(notMine.statusCode).toBe(404);
    const finish = { arcade_id: arcade.id, answers: answersWith(2), elapsed_seconds: 30, score: 10 };
    expect((await call(student(), 'PATCH', '/park/arcades/finish-game', finish)).statusCode).toBe(400);
    const { score: _ignored, ...answers } = finish;
    const finished = await call(student(), 'PATCH', '/park/arcades/finish-game', answers);
    expect(finished.statusCode).toBe(200);
    expect(finished.json().arcade).toMatchObject({ right_rounds: 2, total_rounds: 3 });
    const first = finished.json().arcade;
    const replayed = await call(student(), 'PATCH', '/park/arcades/finish-game', {
      arcade_id: arcade.id,
      answers: answersWith(3),
    });
    expect(replayed.json().arcade).toEqual(first);
    const again = await call(student(), 'POST', '/park/arcades/create', { checkout_id: checkout.checkout.id });
    expect([again.statusCode, again.json().message]).toEqual([409, PARK_MESSAGES.arcadeFinished]);

    const statement = (await call(student(), 'GET', '/park/credits/statement')).json();
    expect(statement.statement.map((line: { type: string; value: number }) => [line.type, line.value])).toEqual([
      ['game', -3],
      ['ticket', -PARK_TICKET_PRICE],
      ['purchase', 20],
    ]);
    const inside = (await call(student(), 'GET', '/park/tickets/checkin')).json();
    expect(inside.games[0].best_score).toBe(first.score);
    expect(inside.open_checkouts).toEqual([]);
  });

  it('refuses spending more credits than held', async () => {
    const poor = w.tokens.student3;
    const refused = await buyTicket(poor);
    expect([refused.statusCode, refused.json().message]).toEqual([409, PARK_MESSAGES.insufficientCredits]);
  });
});
