import { ASSISTANT_PRODUCT } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { buildPlatform, buildUser, type PlatformRow } from '../../test/tenant.fixture.ts';
import { buildLibraryItems } from '../modules/library/library.fixture.ts';
import { seedDemoAssistant } from './demo-assistant.ts';

let ctx: TestContext;
let platform: PlatformRow;

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db, { features: { aiAssistant: true } });
  await buildUser(ctx.db, platform, 'school_student', { username: 'aluno1' });
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'professor' });
  await buildLibraryItems(ctx.db, platform.id, [
    { title: 'A fotossíntese', description: 'As plantas usam luz, água e gás carbônico para produzir alimento.' },
  ]);
});
afterAll(() => ctx.close());

describe('seedDemoAssistant', () => {
  it("adds the student's and the teacher's chats once, answered from the platform's content", async () => {
    await seedDemoAssistant(ctx.db, platform.slug);
    await seedDemoAssistant(ctx.db, platform.slug);
    const token = await signIn(ctx.app, platform.slug, 'aluno1');
    const headers = { ...bearer(token), 'x-product': ASSISTANT_PRODUCT };
    const chats = (await ctx.app.inject({ url: '/api/assistant/assistant/chats', headers })).json().chats;
    expect(chats.map((chat: { title: string }) => chat.title)).toEqual(['Dúvidas de Ciências']);
    const messages = (
      await ctx.app.inject({ url: `/api/assistant/assistant/chat/messages?chat_id=${chats[0].id}`, headers })
    ).json().messages;
    expect(messages).toHaveLength(4);
    expect(messages[1].sources).toMatchObject([{ kind: 'library', title: 'A fotossíntese' }]);
  });
});
