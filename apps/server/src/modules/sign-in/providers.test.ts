import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildUser, type PlatformRow } from '../../../test/tenant.fixture.ts';

let ctx: TestContext;
let platform: PlatformRow;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  await buildUser(ctx.db, platform, 'school_admin', { username: 'diretora' });
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'prof' });
  admin = await signIn(ctx.app, platform.slug, 'diretora');
});
afterAll(() => ctx.close());

const put = (kind: string, settings: unknown, token = admin) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/identity/sign_in/providers/${kind}`,
    headers: bearer(token),
    payload: { settings },
  });
const options = (slug = platform.slug) =>
  ctx.app.inject({ method: 'GET', url: `/api/identity/sign_in/options?platform=${slug}` });

describe('sign-in providers', () => {
  it('lets an administrator set Google and SSO, which the public options show without secrets', async () => {
    expect((await options()).json()).toEqual({ google_client_id: null, sso: false });
    expect((await put('google', { client_id: 'cliente.apps.googleusercontent.com' })).statusCode).toBe(200);
    const sso = await put('sso', { issuer: 'https://idp.escola.br', client_id: 'ava', client_secret: 'segredo' });
    expect(sso.json()).toEqual({ providers: ['google', 'sso'] });
    const shown = await options();
    expect(shown.json()).toEqual({ google_client_id: 'cliente.apps.googleusercontent.com', sso: true });
    expect(shown.body).not.toContain('segredo');
  });

  it('removes a provider with null', async () => {
    expect((await put('sso', null)).json()).toEqual({ providers: ['google'] });
  });

  it('answers 400 to settings that do not fit the kind, naming the field', async () => {
    const response = await put('bradesco', { secret: 'curto' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('body.settings.secret');
    expect((await put('sso', { issuer: 'http://idp.example', client_id: 'x' })).statusCode).toBe(400);
    expect((await put('nenhum', {})).statusCode).toBe(400);
  });

  it('refuses everyone but administrators, and answers 404 for an unknown platform', async () => {
    const teacher = await signIn(ctx.app, platform.slug, 'prof');
    expect((await put('google', { client_id: 'x' }, teacher)).statusCode).toBe(403);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/identity/sign_in/providers',
      headers: bearer(teacher),
    });
    expect(list.statusCode).toBe(403);
    expect((await options('nao-existe')).statusCode).toBe(404);
  });
});
