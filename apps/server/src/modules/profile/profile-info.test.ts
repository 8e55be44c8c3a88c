import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
  TEST_PASSWORD,
} from '../../../test/tenant.fixture.ts';
import { ensureMenuTree } from '../../seed/seed.ts';
import { users } from '../identity/identity.tables.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { guardianLinks } from '../tenancy/tenancy.tables.ts';
import { dashboardBanners } from './profile.tables.ts';

let ctx: TestContext;
let platform: PlatformRow;
let ana: string;
let bia: string;
let gui: string;
let foreign: string;

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  await ensureMenuTree(ctx.db, platform.id, 'student', { progresso: ['banco', 'niveis'] });
  const schoolId = (await buildSchool(ctx.db, platform, 'Escola Azul')).id;
  const classroomId = (await buildClassroom(ctx.db, platform, schoolId, 20)).id;
  await buildUser(ctx.db, platform, 'school_student', {
    username: 'ana',
    email: 'ana@escola.br',
    schoolId,
    classroomId,
  });
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'bia', email: 'bia@escola.br', schoolId });
  await buildUser(ctx.db, platform, 'guardian', { username: 'gui', schoolId });
  const other = await buildPlatform(ctx.db);
  await buildUser(ctx.db, other, 'school_student', { username: 'ze' });
  [ana, bia, gui, foreign] = await Promise.all([
    signIn(ctx.app, platform.slug, 'ana'),
    signIn(ctx.app, platform.slug, 'bia'),
    signIn(ctx.app, platform.slug, 'gui'),
    signIn(ctx.app, other.slug, 'ze'),
  ]);
});
afterAll(() => ctx.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

describe('user info and personal data', () => {
  it('answers who the caller is, with their school, level colour and image fields', async () => {
    const response = await call(ana, 'GET', '/profile/user_info');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'ana',
      email: 'ana@escola.br',
      role: 'school_student',
      school_name: 'Escola Azul',
      birthday: null,
      preferred_language: 'pt-BR',
      flexible_menu: false,
      profile_photo: null,
      profile_avatar: null,
      profile_img_type: 'picture',
      level_color: expect.stringMatching(/^#[0-9A-F]{6}$/),
    });
  });

  it('changes only the fields given; birthday takes an ISO date or null', async () => {
    const changed = await call(ana, 'PUT', '/users/profiles', { birthday: '2015-04-21', race: 'Parda' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ birthday: '2015-04-21', race: 'Parda', email: 'ana@escola.br' });
    expect((await call(ana, 'PUT', '/users/profiles', { birthday: null })).json()).toMatchObject({
      birthday: null,
      race: 'Parda',
    });
  });

  it("refuses another user's e-mail, bad dates and unknown fields, changing nothing", async () => {
    const before = (await call(ana, 'GET', '/profile/user_info')).json();
    const taken = await call(ana, 'PUT', '/users/profiles', {
      email: 'BIA@escola.br',
      current_password: TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('O e-mail já está em uso.');
    for (const bad of [{ birthday: '21/04/2015' }, { race: 'Outra' }, { name: 'Outro nome' }, { phone: '<b>' }]) {
      expect((await call(ana, 'PUT', '/users/profiles', bad)).statusCode).toBe(400);
    }
    expect((await call(ana, 'GET', '/profile/user_info')).json()).toEqual(before);
  });

  it('keeps the preferred language and the flexible menu', async () => {
    const language = await call(bia, 'PATCH', '/profile/update_preferred_language', { preferred_language: 'es' });
    expect(language.json()).toEqual({ preferred_language: 'es' });
    expect(
      (await call(bia, 'PATCH', '/profile/update_preferred_language', { preferred_language: 'fr' })).statusCode,
    ).toBe(400);
    expect((await call(bia, 'PATCH', '/profile/update_flexible_menu', { flexible_menu: true })).statusCode).toBe(200);
    expect((await call(bia, 'GET', '/profile/user_info')).json()).toMatchObject({
      preferred_language: 'es',
      flexible_menu: true,
    });
  });
});

describe('responsibles of a student', () => {
  it('lists, adds and removes the student’s own responsibles, up to five', async () => {
    expect((await call(ana, 'GET', '/profile/stu_responsible_info')).json()).toEqual({
      guardians: [],
      responsibles: [],
    });
    const added = await call(ana, 'POST', '/profile/stu_responsible', {
      name: 'Maria Souza',
      relationship: 'mother',
      email: 'Maria@Casa.br',
      phone: '(11) 99999-0000',
    });
    expect(added.statusCode).toBe(200);
    const [maria] = added.json().responsibles;
    expect(maria).toMatchObject({ name: 'Maria Souza', relationship: 'mother', email: 'maria@casa.br' });
    for (let i = 0; i < 4; i++) {
      await call(ana, 'POST', '/profile/stu_responsible', { name: `Pessoa ${i}`, relationship: 'other' });
    }
    const sixth = await call(ana, 'POST', '/profile/stu_responsible', { name: 'Demais', relationship: 'other' });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('Você já cadastrou o número máximo de responsáveis.');

    const removed = await call(ana, 'DELETE', `/profile/responsible?id=${maria.id}`);
    expect(removed.json().responsibles).toHaveLength(4);
  });

  it('never touches another user’s responsible, and refuses roles without responsibles', async () => {
    const [first] = (await call(ana, 'GET', '/profile/stu_responsible_info')).json().responsibles;
    const stranger = await call(foreign, 'DELETE', `/profile/responsible?id=${first.id}`);
    expect(stranger.statusCode).toBe(404);
    expect((await call(gui, 'GET', '/profile/stu_responsible_info')).statusCode).toBe(403);
    expect((await call(ana, 'POST', '/profile/stu_responsible', { name: 'X', relationship: 'boss' })).statusCode).toBe(
      400,
    );
    expect((await call(ana, 'GET', '/profile/stu_responsible_info')).json().responsibles).toHaveLength(4);
  });

  it('shows the guardians linked to the student, and only to that student', async () => {
    const student = await buildUser(ctx.db, platform, 'school_student', { username: 'caio' });
    await buildUser(ctx.db, platform, 'school_student', { username: 'duda' });
    const guardian = await buildUser(ctx.db, platform, 'guardian', { username: 'rosa', email: 'rosa@casa.br' });
    await ctx.db.update(users).set({ name: 'Rosa Lima' }).where(eq(users.id, guardian.id));
    await ctx.db
      .insert(guardianLinks)
      .values({ platform_id: platform.id, guardian_id: guardian.id, student_id: student.id });
    const [caio, duda] = await Promise.all([
      signIn(ctx.app, platform.slug, 'caio'),
      signIn(ctx.app, platform.slug, 'duda'),
    ]);

    expect((await call(caio, 'GET', '/profile/stu_responsible_info')).json()).toEqual({
      guardians: [{ id: guardian.id, name: 'Rosa Lima', email: 'rosa@casa.br' }],
      responsibles: [],
    });
    const added = await call(caio, 'POST', '/profile/stu_responsible', {
      name: 'Tio Beto',
      relationship: 'uncle_aunt',
    });
    expect(added.json().guardians).toHaveLength(1);
    expect((await call(duda, 'GET', '/profile/stu_responsible_info')).json().guardians).toEqual([]);
  });
});

describe('interests, shortcuts, backgrounds and banners', () => {
  it('marks the chosen interests and refuses unknown ones', async () => {
    const saved = await call(bia, 'POST', '/profile/categories', { category_ids: [2, 5, 5] });
    expect(saved.statusCode).toBe(200);
    const chosen = saved.json().categories.filter((category: { selected: boolean }) => category.selected);
    expect(chosen.map((category: { id: number }) => category.id)).toEqual([2, 5]);
    expect((await call(bia, 'POST', '/profile/categories', { category_ids: [999] })).statusCode).toBe(400);
    expect(
      (await call(ana, 'GET', '/profile/categories_info'))
        .json()
        .categories.some((c: { selected: boolean }) => c.selected),
    ).toBe(false);
  });

  it('keeps shortcuts that are entries of the user’s own menu only', async () => {
    expect((await call(ana, 'GET', '/users/shortcuts')).json()).toEqual({ shortcuts: [] });
    expect((await call(ana, 'PUT', '/users/shortcuts', { shortcuts: ['banco', 'niveis'] })).json()).toEqual({
      shortcuts: ['banco', 'niveis'],
    });
    const foreignSlug = await call(ana, 'PUT', '/users/shortcuts', { shortcuts: ['dependentes'] });
    expect(foreignSlug.statusCode).toBe(400);
    expect(foreignSlug.json().message).toBe('Escolha atalhos do seu menu.');
    expect((await call(ana, 'GET', '/users/shortcuts')).json()).toEqual({ shortcuts: ['banco', 'niveis'] });
  });

  it('lets a student choose a background, or none, where the platform lets students choose one', async () => {
    const off = await call(ana, 'PUT', '/students/backgrounds/chosen', { background_id: 'ceu' });
    expect([off.statusCode, off.json().message]).toEqual([403, 'Esta plataforma não permite escolher o fundo.']);
    await ctx.db
      .update(platforms)
      .set({ features: { customBackground: true } })
      .where(eq(platforms.id, platform.id));
    const { backgrounds } = (await call(ana, 'GET', '/students/backgrounds')).json();
    expect(backgrounds.length).toBeGreaterThan(3);
    expect((await call(ana, 'GET', '/students/backgrounds/chosen')).json()).toEqual({ background: null });
    const chosen = await call(ana, 'PUT', '/students/backgrounds/chosen', { background_id: backgrounds[1].id });
    expect(chosen.json()).toEqual({ background: backgrounds[1] });
    expect((await call(ana, 'PUT', '/students/backgrounds/chosen', { background_id: 'nao-existe' })).statusCode).toBe(
      404,
    );
    expect((await call(ana, 'PUT', '/students/backgrounds/chosen', { background_id: null })).json()).toEqual({
      background: null,
    });
    expect((await call(bia, 'GET', '/students/backgrounds')).statusCode).toBe(403);
  });

  it("shows the platform's current banners for the student's stage", async () => {
    const now = ctx.clock.now().getTime();
    await ctx.db.insert(dashboardBanners).values([
      { platform_id: platform.id, title: 'Para todos', position: 2 },
      { platform_id: platform.id, title: 'Fundamental 1', stage: 'fundamental-1', position: 1 },
      { platform_id: platform.id, title: 'Infantil', stage: 'infantil' },
      { platform_id: platform.id, title: 'Acabou', ends_at: new Date(now - 1000) },
      { platform_id: platform.id, title: 'Ainda não', starts_at: new Date(now + 60_000) },
    ]);
    const { banners } = (await call(ana, 'GET', '/students/dashboard-banners')).json();
    expect(banners.map((banner: { title: string }) => banner.title)).toEqual(['Fundamental 1', 'Para todos']);
    expect((await call(foreign, 'GET', '/students/dashboard-banners')).json()).toEqual({ banners: [] });
  });
});
