import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildSchool, buildUser, TEST_PASSWORD } from '../../../test/tenant.fixture.ts';
import { sessions } from '../../modules/identity/sessions.tables.ts';

let ctx: TestContext;
let slug: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const platform = await buildPlatform(ctx.db);
  slug = platform.slug;
  await buildUser(ctx.db, platform, 'school_student', {
    username: 'ultima',
    schoolId: (await buildSchool(ctx.db, platform)).id,
  });
});
afterAll(() => ctx.close());

describe('shutdown', () => {
  it('waits for a sign-in still running before the database may close', async () => {
    const signingIn = ctx.app.inject({
      method: 'POST',
      url: '/api/identity/auth/login',
      payload: { username: 'ultima', password: TEST_PASSWORD, platform: slug },
    });
    await new Promise((resolve) => setImmediate(resolve));
    await ctx.app.drainRequests(10_000);
    // Once drained, the sign-in's database work is done: its session is written.
    const [written] = await ctx.db.select({ n: count() }).from(sessions);
    expect(written?.n).toBe(1);
    expect((await signingIn).statusCode).toBe(200);
  });
});
