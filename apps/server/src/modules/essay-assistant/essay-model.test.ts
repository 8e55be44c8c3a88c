import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { startModelServer } from '../../../test/model-server.ts';
import { users } from '../identity/identity.tables.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { decideConsent } from '../privacy/consent.fixture.ts';

let ctx: TestContext;
let world: ActivityWorld;
let model: Awaited<ReturnType<typeof startModelServer>>;
let essayId: string;
const ESSAY =
  'Meu nome é Ana Souza e a agua é importante para todos.\nPortanto, o governo deve cuidar dos rios por meio de leis.';

/** The model's answer, as JSON cut in pieces the way a stream delivers it. */
const answered = (json: object) => {
  const text = JSON.stringify(json);
  return { kind: 'answer' as const, pieces: [text.slice(0, 20), text.slice(20)] };
};

beforeAll(async () => {
  model = await startModelServer();
  ctx = await createTestContext({ AI_BASE_URL: model.url, AI_TIMEOUT_MS: 300 });
  world = await buildActivityWorld(ctx);
  await ctx.db.update(users).set({ name: 'Ana Souza' }).where(eq(users.id, world.users.student1.id));
  await ctx.db
    .update(platforms)
    .set({ features: { essayAiFeatures: true, aiExternalModel: true } })
    .where(eq(platforms.id, world.platform.id));
  await decideConsent(ctx.db, world.platform.id, world.users.student1.id, 'external_ai_model');
  const now = ctx.clock.now().getTime();
  essayId = (
    await buildActivity(ctx.db, world.platform, {
      kind: 'essay',
      title: 'A água no nosso planeta',
      classroom_id: world.classroomA.id,
      teacher_id: world.users.teacher.id,
      start_time: new Date(now - 86_400_000),
      end_time: new Date(now + 86_400_000),
      students: [world.users.student1.id],
    })
  ).id;
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/school_work/student_response',
    headers: bearer(world.tokens.student1),
    payload: {
      activity: essayId,
      detail_text: ESSAY.split('\n')
        .map((line) => `<p>${line}</p>`)
        .join(''),
      draft: false,
    },
  });
  expect(sent.statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await model.close();
});

const correct = () =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/assistant/assistant/essay/correction',
    headers: bearer(world.tokens.teacher),
    payload: { activity: essayId, student: world.users.student1.id },
  });

describe('the essay assistant on an OpenAI-compatible model', () => {
  it("asks the model without the student's name, and places its marks by their quotes", async () => {
    model.behave(
      answered({
        marks: [
          { trecho: 'agua', tipo: 'spelling', criterio: 'c1', comentario: 'Escreva "água", com acento.' },
          { trecho: 'uma frase que não está na redação', tipo: 'grammar', criterio: 'c1', comentario: 'Nada' },
        ],
        notas: [{ criterio: 'c1', nota: 152, motivos: ['Poucos erros de acentuação.'] }],
      }),
    );
    const response = await correct();
    expect(response.statusCode).toBe(200);
    const sentToModel = JSON.stringify(model.requests.at(-1)?.body);
    expect(sentToModel).toContain('[nome]');
    expect(sentToModel).not.toContain('Ana');
    expect(sentToModel).not.toContain('Souza');
    const { suggestions, assessment } = response.json();
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatchObject({
      rule: 'modelo.spelling',
      position: {
        range: { start: ESSAY.indexOf('agua'), end: ESSAY.indexOf('agua') + 4 },
        sub_competence: { id: 'c1', comment: 'Escreva "água", com acento.' },
      },
    });
    // The test school's grades have no stage: the ENEM rubric, scores in steps of 40.
    expect(assessment.scores).toMatchObject([
      { id: 'c1', score: 160, max: 200, reasons: [{ text: 'Poucos erros de acentuação.' }] },
    ]);
  });

  it('corrects with the embedded engine when the model breaks its stream or answers no JSON', async () => {
    for (const behaviour of [
      { kind: 'broken' as const, pieces: ['{"marks":'] },
      { kind: 'answer' as const, pieces: ['Não sei.'] },
    ]) {
      model.behave(behaviour);
      const response = await correct();
      expect(response.statusCode).toBe(200);
      const rules: string[] = response.json().suggestions.map((suggestion: { rule: string }) => suggestion.rule);
      expect(rules.length).toBeGreaterThan(0);
      expect(rules.every((rule) => !rule.startsWith('modelo.'))).toBe(true);
    }
  });

  it('never sends the essay of a student whose external_ai_model consent was withdrawn', async () => {
    await decideConsent(ctx.db, world.platform.id, world.users.student1.id, 'external_ai_model', false);
    const asked = model.requests.length;
    const response = await correct();
    expect(response.statusCode).toBe(200);
    expect(model.requests.length).toBe(asked);
    const rules: string[] = response.json().suggestions.map((suggestion: { rule: string }) => suggestion.rule);
    expect(rules.every((rule) => !rule.startsWith('modelo.'))).toBe(true);
    await decideConsent(ctx.db, world.platform.id, world.users.student1.id, 'external_ai_model');
  });

  it('keeps to the embedded engine on a platform that did not turn the external model on', async () => {
    await ctx.db
      .update(platforms)
      .set({ features: { essayAiFeatures: true } })
      .where(eq(platforms.id, world.platform.id));
    const asked = model.requests.length;
    expect((await correct()).statusCode).toBe(200);
    expect(model.requests.length).toBe(asked);
  });
});
