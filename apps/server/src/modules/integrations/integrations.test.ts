import { INTEGRATION_MESSAGES, type IntegrationTokenClaims } from '@ava/contracts';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, TEST_CONFIG, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildSchool, buildUser, type PlatformRow } from '../../../test/tenant.fixture.ts';

let ctx: TestContext;
let platform: PlatformRow;
let schoolId: string;
let studentId: string;
const tokens: Record<string, string> = {};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: string, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/identity${url}`, headers: bearer(tokens[who] ?? ''), payload });

const tool = (values: object = {}) => ({
  name: 'Biblioteca Digital',
  icon_url: 'https://biblioteca.exemplo.com/icone.png',
  launch_url: 'https://biblioteca.exemplo.com/entrar?origem=ava',
  audience: ['school_student', 'school_teacher'],
  ...values,
});

async function create(values: object = {}): Promise<string> {
  const response = await call('backoffice', 'POST', '/integrations/admin', tool(values));
  expect(response.statusCode).toBe(200);
  return response.json().integration.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  schoolId = (await buildSchool(ctx.db, platform)).id;
  studentId = (await buildUser(ctx.db, platform, 'school_student', { username: 'aluno', schoolId })).id;
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'prof', schoolId });
  await buildUser(ctx.db, platform, 'guardian', { username: 'resp', schoolId });
  await buildUser(ctx.db, platform, 'back_office', { username: 'backoffice', schoolId });
  await buildUser(ctx.db, platform, 'school_admin', { username: 'adm', schoolId });
  const other = await buildPlatform(ctx.db);
  await buildUser(ctx.db, other, 'back_office', {
    username: 'backoffice',
    schoolId: (await buildSchool(ctx.db, other)).id,
  });
  tokens.foreignAdmin = await signIn(ctx.app, other.slug, 'backoffice');
  for (const who of ['aluno', 'prof', 'resp', 'backoffice', 'adm'])
    tokens[who] = await signIn(ctx.app, platform.slug, who);
});
afterAll(() => ctx.close());

describe('integrations', () => {
  it('shows no menu until the platform has a signing secret', async () => {
    await create();
    const menus = await call('aluno', 'GET', '/integrations/menus');
    expect(menus.statusCode).toBe(200);
    expect(menus.json()).toEqual({ menus: [] });
    expect((await call('backoffice', 'GET', '/integrations/admin')).json().has_secret).toBe(false);
  });

  it('lists for each role the active tools of its audience, without their launch address', async () => {
    const secret = await call('backoffice', 'POST', '/integrations/admin/secret');
    expect(secret.statusCode).toBe(200);
    expect(secret.json()).toMatchObject({ algorithm: 'HS256', issuer: TEST_CONFIG.PUBLIC_URL });
    await create({ name: 'Só professores', audience: ['school_teacher'] });
    await create({ name: 'Desativada', active: false });

    const student = (await call('aluno', 'GET', '/integrations/menus')).json().menus;
    expect(student).toEqual([
      { id: expect.any(String), name: 'Biblioteca Digital', icon_url: 'https://biblioteca.exemplo.com/icone.png' },
    ]);
    const teacher = (await call('prof', 'GET', '/integrations/menus')).json().menus;
    expect(teacher.map((m: { name: string }) => m.name)).toEqual(['Biblioteca Digital', 'Só professores']);
    expect((await call('resp', 'GET', '/integrations/menus')).json().menus).toEqual([]);
  });

  it('signs a short-lived launch token with the user, role, platform and school', async () => {
    const { secret } = (await call('backoffice', 'POST', '/integrations/admin/secret')).json();
    const [menu] = (await call('aluno', 'GET', '/integrations/menus')).json().menus;
    const response = await call('aluno', 'POST', '/integrations/access', { integration_id: menu.id });
    expect(response.statusCode).toBe(200);
    const { url, token, expires_at } = response.json();
    const launch = new URL(url);
    expect(`${launch.origin}${launch.pathname}`).toBe('https://biblioteca.exemplo.com/entrar');
    expect(launch.searchParams.get('origem')).toBe('ava');
    expect(launch.searchParams.get('token')).toBe(token);
    expect(decodeProtectedHeader(token).alg).toBe('HS256');

    const { payload } = await jwtVerify<IntegrationTokenClaims>(token, new TextEncoder().encode(secret), {
      issuer: TEST_CONFIG.PUBLIC_URL,
      audience: menu.id,
      currentDate: ctx.clock.now(),
    });
    expect(payload).toMatchObject({
      sub: studentId,
      role: 'school_student',
      platform: platform.slug,
      school: schoolId,
    });
    expect(payload.exp - payload.iat).toBe(120);
    expect(expires_at).toBe(new Date(payload.exp * 1000).toISOString());
    await expect(
      jwtVerify(token, new TextEncoder().encode('outro-segredo-qualquer-de-32-bytes!'), {
        currentDate: ctx.clock.now(),
      }),
    ).rejects.toThrow();
  });

  it('refuses a tool outside the caller’s audience, an inactive or unknown one, and another platform’s', async () => {
    const all = (await call('backoffice', 'GET', '/integrations/admin')).json().integrations as {
      id: string;
      name: string;
    }[];
    const teachersOnly = all.find((i) => i.name === 'Só professores')?.id;
    const inactive = all.find((i) => i.name === 'Desativada')?.id;
    for (const id of [teachersOnly, inactive, '00000000-0000-0000-0000-000000000000']) {
      const response = await call('aluno', 'POST', '/integrations/access', { integration_id: id });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(INTEGRATION_MESSAGES.notFound);
    }
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/integrations/access',
      headers: bearer(tokens.foreignAdmin ?? ''),
      payload: { integration_id: teachersOnly },
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await call('aluno', 'POST', '/integrations/access', { integration_id: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('lets only platform administrators configure tools, each on their own platform', async () => {
    const id = await create({ name: 'Temporária' });
    for (const who of ['aluno', 'prof', 'adm']) {
      expect((await call(who, 'GET', '/integrations/admin')).statusCode, who).toBe(403);
      expect((await call(who, 'POST', '/integrations/admin/secret')).statusCode, who).toBe(403);
      expect((await call(who, 'DELETE', `/integrations/admin/${id}`)).statusCode, who).toBe(403);
    }
    const foreignEdit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/identity/integrations/admin/${id}`,
      headers: bearer(tokens.foreignAdmin ?? ''),
      payload: tool({ name: 'Sequestrada' }),
    });
    expect(foreignEdit.statusCode).toBe(404);
    expect((await call('foreignAdmin', 'GET', '/integrations/admin')).json().integrations).toEqual([]);

    const edited = await call('backoffice', 'PUT', `/integrations/admin/${id}`, tool({ name: 'Renomeada' }));
    expect(edited.json().integration.name).toBe('Renomeada');
    expect((await call('backoffice', 'DELETE', `/integrations/admin/${id}`)).json().message).toBe(
      INTEGRATION_MESSAGES.deleted,
    );
    expect((await call('backoffice', 'DELETE', `/integrations/admin/${id}`)).statusCode).toBe(404);
  });

  it('refuses launch addresses that are not http(s) and empty audiences', async () => {
    for (const values of [{ launch_url: 'javascript:alert(1)' }, { launch_url: '/relativo' }, { audience: [] }]) {
      const response = await call('backoffice', 'POST', '/integrations/admin', tool(values));
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
    }
  });
});
