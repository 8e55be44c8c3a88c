import { DRAFT_MAX_BYTES, DRAFT_MESSAGES } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildUser, type PlatformRow } from '../../../test/tenant.fixture.ts';

let ctx: TestContext;
let platform: PlatformRow;

const payload = (title: string) => ({
  activity: null,
  title,
  step: 0,
  values: { kind: 'forum', title, bncc: ['EF05LP01'], keywords: [] },
});

const register = (token: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/draft/register', headers: bearer(token), payload: body });
const get = (token: string, kind = 'activity_creation') =>
  ctx.app.inject({ method: 'GET', url: `/api/draft/get?kind=${kind}`, headers: bearer(token) });
const remove = (token: string) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/draft/delete?kind=activity_creation', headers: bearer(token) });

async function signedIn(on: PlatformRow, role: 'school_teacher' | 'school_student', username: string) {
  await buildUser(ctx.db, on, role, { username });
  return signIn(ctx.app, on.slug, username);
}

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db, { features: { activityDraft: true } });
});
afterAll(() => ctx.close());

describe('draft tracking', () => {
  it('keeps one draft per teacher and kind, replaced by the next, read back and deleted', async () => {
    const token = await signedIn(platform, 'school_teacher', 'rascunho-prof');
    expect((await get(token)).json()).toEqual({ draft: null });
    expect((await register(token, { kind: 'activity_creation', payload: payload('Fórum da água') })).statusCode).toBe(
      200,
    );
    const saved = await register(token, { kind: 'activity_creation', payload: payload('Fórum do ciclo da água') });
    expect(saved.json().draft).toMatchObject({ kind: 'activity_creation', payload: payload('Fórum do ciclo da água') });
    const read = await get(token);
    expect(read.json().draft.payload.values.title).toBe('Fórum do ciclo da água');
    expect((await remove(token)).json()).toEqual({ deleted: true });
    expect((await get(token)).json()).toEqual({ draft: null });
    expect((await remove(token)).json()).toEqual({ deleted: false });
  });

  it("never shows a teacher another's draft", async () => {
    const mine = await signedIn(platform, 'school_teacher', 'rascunho-a');
    const theirs = await signedIn(platform, 'school_teacher', 'rascunho-b');
    await register(mine, { kind: 'activity_creation', payload: payload('Só meu') });
    expect((await get(theirs)).json()).toEqual({ draft: null });
    expect((await remove(theirs)).json()).toEqual({ deleted: false });
    expect((await get(mine)).json().draft.payload.values.title).toBe('Só meu');
  });

  it('refuses a role that cannot create activities', async () => {
    const token = await signedIn(platform, 'school_student', 'rascunho-aluno');
    expect((await register(token, { kind: 'activity_creation', payload: payload('x') })).statusCode).toBe(403);
    expect((await get(token)).statusCode).toBe(403);
  });

  it('refuses a bad or too large payload in Portuguese, saving nothing', async () => {
    const token = await signedIn(platform, 'school_teacher', 'rascunho-grande');
    const huge = {
      ...payload('Grande'),
      values: { details: 'a'.repeat(20_000), more: 'b'.repeat(DRAFT_MAX_BYTES - 19_000) },
    };
    const tooLarge = await register(token, { kind: 'activity_creation', payload: huge });
    expect(tooLarge.statusCode).toBe(400);
    expect(JSON.stringify(tooLarge.json())).toContain(DRAFT_MESSAGES.tooLarge);
    const unknown = await register(token, { kind: 'receita', payload: payload('x') });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain(DRAFT_MESSAGES.invalidKind);
    const badStep = await register(token, { kind: 'activity_creation', payload: { ...payload('x'), step: 9 } });
    expect(badStep.statusCode).toBe(400);
    expect((await get(token, 'receita')).statusCode).toBe(400);
    expect((await get(token)).json()).toEqual({ draft: null });
  });

  it('answers 403 on a platform without the activityDraft flag', async () => {
    const off = await buildPlatform(ctx.db);
    const token = await signedIn(off, 'school_teacher', 'rascunho-sem');
    const refused = await register(token, { kind: 'activity_creation', payload: payload('x') });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DRAFT_MESSAGES.disabled);
    expect((await get(token)).statusCode).toBe(403);
    expect((await remove(token)).statusCode).toBe(403);
  });
});
