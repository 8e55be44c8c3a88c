import { can, type Permission, ROLES, type Role } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildSchool, buildUser, type PlatformRow } from '../../../test/tenant.fixture.ts';

/**
 * Sweeps every route in Fastify's route table, so a route added tomorrow is covered the
 * day it is added: only the explicit public list answers without a session, and no body
 * of wrong types makes a 500.
 */
const PUBLIC_ROUTES = [
  'GET /api/server_status',
  'GET /api/platforms/show',
  'POST /api/identity/auth/login',
  // sign-in module
  'POST /api/identity/auth/google',
  'POST /api/identity/auth/sso',
  'POST /api/identity/auth/bradesco',
  'POST /api/identity/auth/salvador',
  'POST /api/identity/users/external_sign_in',
  'POST /api/identity/users/access_code_sign_in',
  'POST /api/identity/users/backoffice_sign_in',
  'POST /api/identity/users/guardian_sign_in',
  'GET /api/identity/sign_in/options',
  // profile module: public postal-code, state and city lookups
  'GET /api/postal-code/:zipcode',
  'GET /api/locations/states',
  'GET /api/locations/cities/:state',
  // accounts module: sign-up, availability, e-mail confirmation and password recovery
  'POST /api/identity/users/sign_up_b2c',
  'POST /api/identity/guardians',
  'GET /api/identity/users/check_availability',
  'GET /api/identity/platforms/status',
  'POST /api/identity/users/emails/verification',
  'POST /api/identity/users/emails/reset_password',
  'POST /api/identity/users/reset-password',
  'POST /api/identity/users/validate_secret_answer',
  // storage: signed, expiring file urls that <img>/<audio> load without a token
  'GET /api/storage/files/*',
  // privacy: the signed, expiring link to a person's data export (checked by its signature)
  'GET /api/privacy/requests/:id/download',
  // shortlinks: a shared short link redirects whoever opens it
  'GET /api/shortlinks/:key',
  // challenges: the game runtime holds only a play token, which these two check themselves
  'GET /api/games/educational_contents/games/data_only/:content_id',
  'GET /api/games/educational_contents/games/analyze',
  // certificates: anyone holding a printed certificate checks its code (rate-limited per address)
  'PATCH /api/certificates/certificate/validate',
  // schedules: a guardian's iCalendar feed, whose secret address a phone calendar subscribes to
  'GET /api/schedules/feed/:token',
  // notifications: EventSource sends no header; a single-use ticket from a signed-in call opens the stream
  'GET /api/notifications/stream',
];

let ctx: TestContext;
let token: string;
let platform: PlatformRow;
let schoolId: string;

const WRONG_BODIES: unknown[] = [
  [],
  'texto',
  42,
  { username: 1, password: [], platform: {}, hideNavbar: 'sim', virtual_tour: 'talvez' },
];

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  const school = await buildSchool(ctx.db, platform);
  schoolId = school.id;
  await buildUser(ctx.db, platform, 'super_admin', { username: 'varredura', schoolId });
  token = await signIn(ctx.app, platform.slug, 'varredura');
});
afterAll(() => ctx.close());

const tokens = new Map<Role, Promise<string>>();

/** One signed-in user per role, made on first use. */
function tokenOf(role: Role): Promise<string> {
  let pending = tokens.get(role);
  if (!pending) {
    const username = `varredura-${role}`;
    pending = buildUser(ctx.db, platform, role, { username, schoolId }).then(() =>
      signIn(ctx.app, platform.slug, username),
    );
    tokens.set(role, pending);
  }
  return pending;
}

/** A session whose role may call a route, so what is checked is the body. */
function tokenAllowedTo(permission: Permission | null): Promise<string> {
  if (!permission) return Promise.resolve(token);
  const role = ROLES.find((candidate) => can(candidate, permission));
  if (!role) throw new Error(`no role holds ${permission}`);
  return tokenOf(role);
}

/** Swagger writes `:name` parameters as `{name}` and a wildcard as `{*}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

const concrete = (url: string) => url.replace(/:(\w+)/g, '00000000-0000-0000-0000-000000000000');

describe('route sweep', () => {
  it('finds the routes of every service in the table', () => {
    const services = new Set(ctx.app.routeTable.map((route) => route.service));
    expect(services).toEqual(
      new Set([
        'main',
        'identity',
        'storage',
        'tracker',
        'teacher-dashboard',
        'tasks',
        'exams',
        'trails',
        'shortlinks',
        'questions',
        'exam-builder',
        'games',
        'certificates',
        'class-diary',
        'students',
        'chemistry',
        'library',
        'assistant',
      ]),
    );
    expect(ctx.app.routeTable.length).toBeGreaterThanOrEqual(PUBLIC_ROUTES.length + 4);
  });

  it('marks public exactly the routes of the public list', () => {
    const publicRoutes = ctx.app.routeTable.filter((route) => route.public).map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 498 to every other route without a token and with a forged one', async () => {
    for (const route of ctx.app.routeTable.filter((r) => !r.public)) {
      for (const headers of [{}, bearer('forjado'), bearer('x'.repeat(43))]) {
        const response = await ctx.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(498);
        expect(response.json().message).toBe('Token inválido.');
      }
    }
  });

  it('refuses, on every route, a session that names another platform', async () => {
    const other = await buildPlatform(ctx.db);
    for (const route of ctx.app.routeTable.filter((r) => !r.public)) {
      for (const naming of [
        { url: `?platform=${other.slug}`, headers: {} },
        { url: '', headers: { 'x-platform': other.slug } },
      ]) {
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url: `${concrete(route.url)}${naming.url}`,
          headers: { ...bearer(token), ...naming.headers },
        });
        expect(response.statusCode, `${route.method} ${route.url} naming ${other.slug}`).toBe(403);
      }
    }
  });

  it('answers 400, never 500, to bodies of wrong types and to malformed JSON', async () => {
    for (const route of ctx.app.routeTable.filter((r) => r.hasBody)) {
      const token = await tokenAllowedTo(route.permission);
      for (const payload of WRONG_BODIES) {
        const response = await ctx.app.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode, `${route.method} ${route.url} with ${JSON.stringify(payload)}`).toBe(400);
        expect(response.json().message).toBe('Verifique as informações e tente novamente.');
      }
      const malformed = await ctx.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: '{"username": ',
      });
      expect(malformed.statusCode, `${route.method} ${route.url} with malformed JSON`).toBe(400);
    }
  });

  it('answers 403 to a role without the permission a route declares', async () => {
    for (const route of ctx.app.routeTable.filter((r) => r.permission)) {
      const permission = route.permission;
      const role = ROLES.find((candidate) => permission && !can(candidate, permission));
      if (!role) continue;
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: bearer(await tokenOf(role)),
        payload: route.hasBody ? {} : undefined,
      });
      expect(response.statusCode, `${route.method} ${route.url} as ${role}`).toBe(403);
    }
  });

  it('answers the catalogue 404 to an unknown path', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'O serviço que você tentou acessar não foi encontrado' });
  });

  it('documents every route in the OpenAPI document, tagged with its service', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, Record<string, { tags: string[] }>> }>().paths;
    for (const route of ctx.app.routeTable) {
      const operation = paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation?.tags, `${route.method} ${route.url}`).toEqual([route.service]);
    }
  });
});
