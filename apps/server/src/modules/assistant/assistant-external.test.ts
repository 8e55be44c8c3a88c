import { ASSISTANT_MESSAGES, ASSISTANT_PRODUCT } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { startModelServer } from '../../../test/model-server.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
} from '../../../test/tenant.fixture.ts';
import { users } from '../identity/identity.tables.ts';
import { buildLibraryItems } from '../library/library.fixture.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { decideConsent } from '../privacy/consent.fixture.ts';

let ctx: TestContext;
let model: Awaited<ReturnType<typeof startModelServer>>;
let platform: PlatformRow;
let token: string;
let studentId: string;

const headers = () => ({ ...bearer(token), 'x-product': ASSISTANT_PRODUCT });
async function ask(message: string) {
  const chat = await ctx.app.inject({
    method: 'POST',
    url: '/api/assistant/assistant/chat',
    headers: headers(),
    payload: {},
  });
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/assistant/assistant/chat/message?platform=${platform.slug}`,
    headers: headers(),
    payload: { chat_id: chat.json().id, message },
  });
  const events = response.body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.+)$/m.exec(block)?.[1],
      data: JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}'),
    }));
  return { chunks: events.filter((e) => e.event === 'chunk').map((e) => e.data.text), done: events.at(-1)?.data };
}

beforeAll(async () => {
  model = await startModelServer();
  ctx = await createTestContext({ AI_BASE_URL: model.url, AI_TIMEOUT_MS: 300 });
  platform = await buildPlatform(ctx.db, { features: { aiAssistant: true, aiExternalModel: true } });
  const school = await buildSchool(ctx.db, platform);
  const classroom = await buildClassroom(ctx.db, platform, school.id, 17);
  const student = await buildUser(ctx.db, platform, 'school_student', { username: 'joana', classroomId: classroom.id });
  await ctx.db.update(users).set({ name: 'Joana Albuquerque' }).where(eq(users.id, student.id));
  const classmate = await buildUser(ctx.db, platform, 'school_student', { classroomId: classroom.id });
  await ctx.db.update(users).set({ name: 'Raimundo Nonato' }).where(eq(users.id, classmate.id));
  token = await signIn(ctx.app, platform.slug, 'joana');
  studentId = student.id;
  await decideConsent(ctx.db, platform.id, student.id, 'external_ai_model');
  await buildLibraryItems(ctx.db, platform.id, [
    { title: 'Ciclo da água', body_html: '<p>A água evapora, condensa nas nuvens e volta como chuva.</p>' },
  ]);
});
afterAll(async () => {
  await ctx.close();
  await model.close();
});

describe('assistant chat on an OpenAI-compatible model', () => {
  it("streams the model's answer grounded on the platform's passages, with no child's name sent", async () => {
    model.behave({ kind: 'answer', pieces: ['A água ', 'evapora e ', 'vira chuva [1].'] });
    const { chunks, done } = await ask('Eu sou a Joana e o Raimundo não entendeu: como funciona o ciclo da água?');
    expect(chunks).toEqual(['A água ', 'evapora e ', 'vira chuva [1].']);
    expect(done).toMatchObject({ content: 'A água evapora e vira chuva [1].', refused: false });
    expect(done.sources.map((s: { title: string }) => s.title)).toEqual(['Ciclo da água']);
    const sent = model.requests.at(-1)?.body as {
      model: string;
      stream: boolean;
      messages: { role: string; content: string }[];
    };
    expect(sent).toMatchObject({ model: 'modelo-de-teste', stream: true });
    expect(sent.messages[0]?.content).toContain('[1] Ciclo da água: A água evapora');
    const text = JSON.stringify(sent);
    expect(text).not.toMatch(/Joana|Raimundo|Albuquerque/);
    expect(sent.messages.at(-1)?.content).toBe(
      'Eu sou a [nome] e o [nome] não entendeu: como funciona o ciclo da água?',
    );
  });

  it('ends a broken stream or a silent model with an apology, stored as the answer', async () => {
    model.behave({ kind: 'broken', pieces: ['A água '] });
    expect((await ask('O que é o ciclo da água?')).done).toMatchObject({
      content: ASSISTANT_MESSAGES.engineFailed,
      sources: [],
    });
    model.behave({ kind: 'silent' });
    expect((await ask('O que é o ciclo da água?')).done).toMatchObject({ content: ASSISTANT_MESSAGES.engineFailed });
  });

  it('stops an answer as soon as it turns unsafe', async () => {
    model.behave({ kind: 'answer', pieces: ['A chuva ', 'e a maconha ', 'crescem'] });
    const { chunks, done } = await ask('Como a chuva se forma no ciclo da água?');
    expect(chunks).toEqual(['A chuva ']);
    expect(done).toMatchObject({ content: ASSISTANT_MESSAGES.unsafeAnswer, refused: true });
  });

  it("answers with the embedded engine once the child's external_ai_model consent is withdrawn", async () => {
    const before = model.requests.length;
    await decideConsent(ctx.db, platform.id, studentId, 'external_ai_model', false);
    try {
      const embedded = await ask('Como funciona o ciclo da água?');
      expect(embedded.done.content).toContain('[1] Ciclo da água');
      expect(model.requests.length).toBe(before);
    } finally {
      await decideConsent(ctx.db, platform.id, studentId, 'external_ai_model');
    }
  });

  it('asks no model without passages to ground it, nor for platforms that did not enable it', async () => {
    const before = model.requests.length;
    expect((await ask('Quem ganhou a copa de 1970?')).done.content).toBe(ASSISTANT_MESSAGES.notFoundInContent);
    await ctx.db
      .update(platforms)
      .set({ features: { aiAssistant: true } })
      .where(eq(platforms.id, platform.id));
    const embedded = await ask('Como funciona o ciclo da água?');
    expect(embedded.done.content).toContain('[1] Ciclo da água');
    expect(model.requests.length).toBe(before);
  });
});
