import { PARK_TICKET_PRICE } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/harness.ts';
import { buildChallengesWorld, type ChallengesWorld } from '../challenges/challenges.fixture.ts';
import { buildParkGame, parkPackFor } from './park.fixture.ts';
import { parkSpends } from './park.tables.ts';

/** Nobody spends park credits they do not have, or twice: 50 game checkouts at once over credits for exactly 10. */

let w: ChallengesWorld;

const call = (method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
  w.ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(w.tokens.student2), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

beforeAll(async () => {
  w = await buildChallengesWorld();
});
afterAll(() => w.ctx.close());

describe('double spend', () => {
  it('of 50 game checkouts at once over credits for exactly 10, exactly 10 succeed and the credits end at 0', async () => {
    const { db, clock } = w.ctx;
    const platformId = w.world.platform.id;
    const userId = w.world.users.student2.id;
    const game = await buildParkGame(db, platformId, await w.published('teacher', 'Corrida das frações'), 4);
    const pack = await parkPackFor(db, clock, platformId, userId, PARK_TICKET_PRICE + 40);
    expect(
      (await call('POST', '/store/buy_product', { product_id: pack.id, price: pack.price }, 'pacote-2')).statusCode,
    ).toBe(200);
    expect((await call('POST', '/park/tickets/checkout', { price: PARK_TICKET_PRICE }, 'ingresso-2')).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/park/tickets/checkin')).statusCode).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('POST', '/park/tickets/games/checkout', { game_id: game.id, price: 4 }, `ficha-simultanea-${i}`),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(40);
    const statement = (await call('GET', '/park/credits/statement')).json();
    expect(statement.credits).toBe(0);

    // Retries of the keys that succeeded answer the same and spend nothing more.
    const retried = await Promise.all(
      answers.map((answer, i) =>
        answer.statusCode === 200
          ? call('POST', '/park/tickets/games/checkout', { game_id: game.id, price: 4 }, `ficha-simultanea-${i}`)
          : null,
      ),
    );
    for (const [i, answer] of retried.entries()) if (answer) expect(answer.json()).toEqual(answers[i]?.json());
    const spends = await db.select().from(parkSpends).where(eq(parkSpends.user_id, userId));
    expect(spends.filter((spend) => spend.kind === 'game')).toHaveLength(10);
    expect((await call('GET', '/park/credits/statement')).json().credits).toBe(0);
  });
});
