import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, TEST_CONFIG, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildSchool, buildUser } from '../../../test/tenant.fixture.ts';
import { buildApp } from '../../app.ts';

let ctx: TestContext;
let ana: string;
let bia: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const platform = await buildPlatform(ctx.db);
  const school = await buildSchool(ctx.db, platform);
  await buildUser(ctx.db, platform, 'school_student', { username: 'ana', schoolId: school.id });
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'bia', schoolId: school.id });
  ana = await signIn(ctx.app, platform.slug, 'ana');
  bia = await signIn(ctx.app, platform.slug, 'bia');
});
afterAll(() => ctx.close());

const getSettings = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/profiles/settings', headers: bearer(token) });
const putSettings = (token: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/users/profiles/settings',
    headers: bearer(token),
    payload: payload as object,
  });

describe('profile settings', () => {
  it('starts from the defaults', async () => {
    const response = await getSettings(ana);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hideNavbar: false, animatedMap: true, customizableDashboard: false });
  });

  it('keeps what the user changes, one setting at a time, and only for that user', async () => {
    expect((await putSettings(ana, { hideNavbar: true })).json()).toMatchObject({
      hideNavbar: true,
      animatedMap: true,
    });
    expect((await putSettings(ana, { animatedMap: false })).json()).toEqual({
      hideNavbar: true,
      animatedMap: false,
      customizableDashboard: false,
    });
    expect((await getSettings(ana)).json()).toMatchObject({ hideNavbar: true, animatedMap: false });
    expect((await getSettings(bia)).json()).toMatchObject({ hideNavbar: false, animatedMap: true });
  });

  it('shows a change at once on every server instance sharing the database', async () => {
    const other = await buildApp({ config: TEST_CONFIG, database: ctx.database, clock: ctx.clock });
    const readOnOther = async () =>
      (await other.inject({ method: 'GET', url: '/api/users/profiles/settings', headers: bearer(bia) })).json();
    expect(await readOnOther()).toMatchObject({ customizableDashboard: false });
    await putSettings(bia, { customizableDashboard: true });
    await expect.poll(readOnOther).toMatchObject({ customizableDashboard: true });
    await other.close();
  });

  it('refuses unknown settings and wrong types and changes nothing', async () => {
    const before = (await getSettings(ana)).json();
    expect((await putSettings(ana, { hideNavbar: 'sim' })).statusCode).toBe(400);
    expect((await putSettings(ana, { someoneElse: true })).statusCode).toBe(400);
    expect((await getSettings(ana)).json()).toEqual(before);
  });
});

describe('PUT /api/users/toggle_virtual_tour', () => {
  const toggle = (token: string, payload?: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/users/toggle_virtual_tour', headers: bearer(token), payload });

  it('sets the tour flag when given and flips it when not', async () => {
    expect((await toggle(ana, { virtual_tour: false })).json()).toEqual({ virtual_tour: false });
    expect((await toggle(ana)).json()).toEqual({ virtual_tour: true });
    expect((await toggle(ana)).json()).toEqual({ virtual_tour: false });
  });
});
