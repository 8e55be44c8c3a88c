import type { LoginResponse, SeasonsListResponse, StudentStandingsResponse } from '@ava/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/harness.ts';
import { gameResults } from '../modules/challenges/challenges.tables.ts';
import { hallOfFameSeasons } from '../modules/hall-of-fame/hall-of-fame.tables.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { seedDemo } from './seed.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  // The seed dates its plays and seasons from the real time; the server's clock must agree.
  ctx.clock.advance(Date.now() - ctx.clock.now().getTime());
  await seedDemo(ctx.db, ctx.config);
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/identity/auth/login',
    payload: { username: 'aluno1', password: DEMO_PASSWORD, platform: 'demo' },
  });
  token = login.json<LoginResponse>().auth_token;
});
afterAll(() => ctx.close());

describe('demo hall of fame', () => {
  it("ranks the demo school's students this month, aluno1 among them", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/hall_fame/student_standings',
      headers: bearer(token),
    });
    const answer = response.json<StudentStandingsResponse>();
    expect(answer.scope.name).toBe('Escola Modelo');
    expect(answer.standings.map((row) => [row.first_name, row.score])).toEqual([
      // Bruno's 28 of the library and 25.5 of the demo tarefa he handed in (8 + 7.5 + 10).
      ['Bruno', 53.5],
      ['Ana', 16],
      ['Davi', 9.5],
      ['Eduardo', 8],
      // Carla (aluno3) is missing: her guardian did not give the hall_of_fame consent.
    ]);
    expect(answer.me).toMatchObject({ ranking_position: 2, games_played: 2 });
  });

  it('gives aluno1 the ended season’s reward to claim, and the running season beside it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/seasons/list', headers: bearer(token) });
    const [running, ended] = response.json<SeasonsListResponse>().seasons;
    expect(running).toMatchObject({ name: 'Temporada dos inventores', status: 'current', claimable: false });
    expect(ended).toMatchObject({
      name: 'Temporada dos exploradores',
      status: 'ended',
      claimable: true,
      my_reward: {
        classroom_position: 1,
        school_position: 1,
        pokz: 150,
        badges: ['Medalha de ouro', 'Destaque da escola'],
      },
    });
  });

  it('adds nothing when seeded again', async () => {
    const before = [
      await ctx.db.select({ n: count() }).from(gameResults),
      await ctx.db.select({ n: count() }).from(hallOfFameSeasons),
    ];
    await seedDemo(ctx.db, ctx.config);
    expect([
      await ctx.db.select({ n: count() }).from(gameResults),
      await ctx.db.select({ n: count() }).from(hallOfFameSeasons),
    ]).toEqual(before);
  });
});
