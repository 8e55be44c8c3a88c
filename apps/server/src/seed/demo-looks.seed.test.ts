import { composedAvatarUrl, type LoginResponse } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { seedDemoLooks } from './demo-looks.ts';
import { seedDemo } from './seed.ts';

let ctx: TestContext;
let token: string;

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

beforeAll(async () => {
  ctx = await createTestContext();
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

describe("the demo's looks", () => {
  it('gives aluno1 a background bought in the store, chosen, and their own avatar as the profile image', async () => {
    const chosen = (await get('/students/backgrounds/chosen')).json();
    expect(chosen.background).toMatchObject({ id: 'ondas', art: 'ondas', owned: true });
    const info = (await get('/profile/user_info')).json();
    const wearing = composedAvatarUrl([{ option: 'glasses', value: info.profile_composed.split('glasses=')[1] }]);
    expect(info).toMatchObject({ profile_img_type: 'composed', avatar_url: wearing, profile_composed: wearing });
    const statements = (await get('/identity/transactions/statements?eventType=purchase')).json();
    expect(statements.statements.map((line: { event: string }) => line.event)).toEqual(
      expect.arrayContaining(['Compra: Ondas do mar', 'Compra: Óculos de aro fino']),
    );
  });

  it('buys once: seeding again changes nothing', async () => {
    const before = (await get('/identity/students/score_balance')).json();
    await seedDemoLooks(ctx.db);
    expect((await get('/identity/students/score_balance')).json()).toEqual(before);
  });
});
