import { DEFAULT_HELP_SUBJECTS } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { buildPlatform, buildUser, type PlatformRow } from '../../test/tenant.fixture.ts';
import { DEMO_HELP_TICKET, seedDemoHelpCenter } from './demo-help-center.ts';

let ctx: TestContext;
let platform: PlatformRow;

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  await buildUser(ctx.db, platform, 'guardian', { username: 'responsavel' });
  await buildUser(ctx.db, platform, 'school_admin', { username: 'admin' });
});
afterAll(() => ctx.close());

describe('seedDemoHelpCenter', () => {
  it('adds the subjects and one answered ticket, once however often it runs', async () => {
    const ticket = { ...DEMO_HELP_TICKET, platform: platform.slug };
    await seedDemoHelpCenter(ctx.db, [platform.slug], ticket);
    await seedDemoHelpCenter(ctx.db, [platform.slug], ticket);
    const token = await signIn(ctx.app, platform.slug, 'responsavel');
    const subjects = await ctx.app.inject({ url: '/api/help_center_calls/subjects', headers: bearer(token) });
    expect(subjects.json().subjects.map((s: { name: string }) => s.name)).toEqual([...DEFAULT_HELP_SUBJECTS]);
    const list = await ctx.app.inject({ url: '/api/help_center_calls/tickets', headers: bearer(token) });
    expect(list.json()).toMatchObject({
      total: 1,
      tickets: [{ title: ticket.title, status: 'answered', comments_count: 1, subject: { name: ticket.subject } }],
    });
    const details = await ctx.app.inject({
      url: `/api/help_center_calls/details?ticket_id=${list.json().tickets[0].id}`,
      headers: bearer(token),
    });
    expect(details.json().comments).toMatchObject([{ body: ticket.answer, from_back_office: true }]);
  });
});
