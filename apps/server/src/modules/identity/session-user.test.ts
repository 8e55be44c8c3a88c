import type { LoginResponse, MenuItem } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
  TEST_PASSWORD,
} from '../../../test/tenant.fixture.ts';
import { ensureMenuTree } from '../../seed/seed.ts';

let ctx: TestContext;
let learning: PlatformRow;
let plain: PlatformRow;

const entry = (slug: string, submenu: MenuItem[] = []): MenuItem => ({ slug, active: true, submenu });

async function platformWith(features: Record<string, boolean>) {
  const platform = await buildPlatform(ctx.db, { features }, false);
  await ensureMenuTree(ctx.db, platform.id, 'educator', { gestao: ['relatorios'] });
  await ensureMenuTree(ctx.db, platform.id, 'student', { inicio: ['painel-geral'] });
  const school = await buildSchool(ctx.db, platform);
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'professora', schoolId: school.id });
  await buildUser(ctx.db, platform, 'school_student', { username: 'aluno', schoolId: school.id });
  return platform;
}

async function sessionUser(platform: PlatformRow, username: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/identity/auth/login',
    payload: { username, password: TEST_PASSWORD, platform: platform.slug },
  });
  expect(response.statusCode).toBe(200);
  return response.json<LoginResponse>().user;
}

beforeAll(async () => {
  ctx = await createTestContext();
  learning = await platformWith({ enableLearning: true });
  plain = await platformWith({});
});
afterAll(() => ctx.close());

describe("the session user's 'Aprendizagem' entry", () => {
  it("is under an educator's 'gestao' when the platform turns enableLearning on", async () => {
    const user = await sessionUser(learning, 'professora');
    expect(user.experimentals).toEqual(['enableLearning']);
    expect(user.menu).toEqual([entry('gestao', [entry('relatorios'), entry('aprendizagem')])]);
  });

  it('is missing without the experiment', async () => {
    const user = await sessionUser(plain, 'professora');
    expect(user.experimentals).toEqual([]);
    expect(user.menu).toEqual([entry('gestao', [entry('relatorios')])]);
  });

  it("is never in a student's menu", async () => {
    const user = await sessionUser(learning, 'aluno');
    expect(user.menu).toEqual([entry('inicio', [entry('painel-geral')])]);
  });
});
