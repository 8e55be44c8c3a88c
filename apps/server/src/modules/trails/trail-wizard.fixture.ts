import type { TrailDetail, TrailItemInput } from '@ava/contracts';
import { type ActivityWorld, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { type MultipartPart, multipart } from '../../../test/multipart.ts';
import { gameContents } from '../challenges/challenges.tables.ts';

export type Who = keyof ActivityWorld['tokens'];

/** A quiz question as the wizard's form sends it; `correct` is the index of the correct alternative. */
export const quizQuestion = (text: string, correct = 0, alternatives = ['Sim', 'Não']) => ({
  text,
  alternatives: alternatives.map((alternative, index) => ({ text: alternative, correct: index === correct })),
});

/** The trails service's world: the activity world's people and calls under /api/trails. */
export async function buildTrailWizardWorld() {
  const ctx: TestContext = await createTestContext();
  const world = await buildActivityWorld(ctx);
  const base = '/api/trails';

  const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `${base}${url}`, headers: bearer(world.tokens[who]), payload });

  const send = (who: Who, method: 'POST' | 'PATCH', url: string, parts: MultipartPart[]) => {
    const body = multipart(parts);
    return ctx.app.inject({
      method,
      url: `${base}${url}`,
      headers: { ...bearer(world.tokens[who]), ...body.headers },
      payload: body.payload,
    });
  };

  async function createTrail(who: Who, title = 'Trilha das frações', extra: MultipartPart[] = []) {
    const response = await send(who, 'POST', '/learning_trail_wizard/intro', [
      { name: 'title', value: title },
      { name: 'guidance', value: '<p>Siga as etapas.</p>' },
      ...extra,
    ]);
    if (response.statusCode !== 201) throw new Error(`trail not created: ${response.body}`);
    return response.json<TrailDetail>();
  }

  const saveStep = (who: Who, externalId: string, trail: TrailItemInput, copy = false) =>
    call(who, 'PATCH', '/learning_trail_wizard/trails', { external_id: externalId, trail, copy });

  /** A file uploaded by `who` through storage into a folder; its key. */
  async function upload(who: Who, folder: string, filename: string, content: Buffer): Promise<string> {
    const body = multipart([
      { name: 'key', value: folder },
      { name: 'file', filename, content },
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/storage/storage/upload',
      headers: { ...bearer(world.tokens[who]), ...body.headers },
      payload: body.payload,
    });
    if (response.statusCode !== 201) throw new Error(`file not uploaded: ${response.body}`);
    return response.json<{ key: string }>().key;
  }

  /** Whether `who` can still read a stored key. */
  async function fileExists(who: Who, key: string): Promise<boolean> {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/storage/storage/get?key=${encodeURIComponent(key)}`,
      headers: bearer(world.tokens[who]),
    });
    return response.statusCode === 200;
  }

  /** A trail of `who` with text steps, published. */
  async function publishedTrail(who: Who, title: string, keywords: string[] = []) {
    const trail = await createTrail(who, title);
    await saveStep(who, trail.external_id, { trail_title: 'Leitura', trail_type: 'text', trail_content: '<p>Oi</p>' });
    if (keywords.length > 0) {
      await call(who, 'PATCH', `/learning_trail_wizard/classifiers?external_id=${trail.external_id}`, { keywords });
    }
    const published = await call(
      who,
      'PATCH',
      `/learning_trail_wizard/status?external_id=${trail.external_id}&status=1`,
    );
    if (published.statusCode !== 200) throw new Error(`trail not published: ${published.body}`);
    return published.json<TrailDetail>();
  }

  /** An active challenge of the platform (shared = offered to other platforms too). */
  async function challenge(title: string, shared = false) {
    const [row] = await ctx.db
      .insert(gameContents)
      .values({
        platform_id: world.platform.id,
        author_id: world.users.teacherB.id,
        title,
        interaction: 'multiple_choice',
        status: 'active',
        shared,
      })
      .returning();
    if (!row) throw new Error('challenge not created');
    return row;
  }

  return { ctx, world, call, send, createTrail, saveStep, upload, fileExists, publishedTrail, challenge };
}

export type TrailWizardWorld = Awaited<ReturnType<typeof buildTrailWizardWorld>>;
