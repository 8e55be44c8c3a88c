import { FEATURE_FLAGS, resolveFeatureFlags, type Theme } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { buildPlatform } from '../../../test/tenant.fixture.ts';
import { featureFlagOn } from './platforms.repository.ts';
import { platforms } from './platforms.tables.ts';

let ctx: TestContext;
const show = (slug: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/platforms/show?platform=${slug}`, headers });

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/platforms/show', () => {
  it('answers the normalised theme with the feature flags and their defaults', async () => {
    await buildPlatform(ctx.db, {
      slug: 'colegio',
      name: 'Colégio Horizonte',
      contract: 'demonstration',
      theme: {
        colors: { primary: '#123456', title: '#abc', subtitle: '12', menu: null },
        files: { logo: 'cdn.colegio.com.br/logo.png', favicon: 'http://cdn.colegio.com.br/f.ico', cover: 'null' },
        base_urls: { tasks: 'tarefas.colegio.com.br' },
        typographies: { title: 'Nunito, 700, 24px', body: 'Arial,400,16px' },
        configs: { hide_dashboard: 'true', hideMap: 'false', terms_of_use: 'https://colegio.com.br/termos' },
        contacts: { whatsapp: undefined, email: 'contato@colegio.com.br' },
      },
      features: { chatSupport: true, faq: false },
    });
    const response = await show('colegio');
    expect(response.statusCode).toBe(200);
    const theme = response.json<Theme>();
    expect(theme).toMatchObject({
      slug: 'colegio',
      name: 'Colégio Horizonte',
      contract: 'demonstration',
      welcome_title: 'Bem-vindo ao',
      currency: { student: 'Pokz', teacher: 'Profz' },
      colors: { primary: '#123456', title: '#aabbcc', subtitle: '#120000' },
      files: { logo: 'https://cdn.colegio.com.br/logo.png', favicon: 'http://cdn.colegio.com.br/f.ico' },
      base_urls: { tasks: 'https://tarefas.colegio.com.br' },
      typographies: {
        title: { family: 'Nunito', weight: '700', size: '24px' },
        body: { family: 'Arial', weight: '400', size: '16px' },
      },
      configs: { hide_dashboard: true, hideMap: false, terms_of_use: 'https://colegio.com.br/termos' },
      contacts: { email: 'contato@colegio.com.br' },
    });
    expect(theme.colors).not.toHaveProperty('menu');
    expect(theme.files).not.toHaveProperty('cover');
    expect(theme.features).toMatchObject({
      chatSupport: true,
      faq: false,
      bncc: true,
      interactiveMap: true,
      signup: false,
    });
  });

  it('gives every theme section an empty object when absent', async () => {
    await buildPlatform(ctx.db, { slug: 'vazia', name: 'Vazia' });
    const theme = (await show('vazia')).json<Theme>();
    for (const section of ['configs', 'colors', 'contacts', 'base_urls', 'files', 'typographies'] as const) {
      expect(theme[section]).toEqual({});
    }
  });

  it('applies the corporate defaults to corporate platforms', async () => {
    await buildPlatform(ctx.db, { slug: 'empresa', name: 'Empresa', kind: 'corporate' });
    const theme = (await show('empresa')).json<Theme>();
    expect(theme.features).toMatchObject({ customBackground: true, corporatePlatform: true, faq: false });
  });

  it('is cached for an hour with an ETag, and answers 304 when the browser has it', async () => {
    await buildPlatform(ctx.db, { slug: 'cacheada', name: 'Cacheada' });
    const first = await show('cacheada');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const second = await show('cacheada', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('serves a changed theme once the server-side copy ages out', async () => {
    const platform = await buildPlatform(ctx.db, { slug: 'mudanca', name: 'Antes' });
    expect((await show('mudanca')).json<Theme>().name).toBe('Antes');
    await ctx.db.update(platforms).set({ name: 'Depois' }).where(eq(platforms.id, platform.id));
    ctx.clock.advance(61_000);
    expect((await show('mudanca')).json<Theme>().name).toBe('Depois');
  });

  it('answers an unknown platform with the catalogue 404 and a missing one with 400', async () => {
    const unknown = await show('nao-existe');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'O serviço que você tentou acessar não foi encontrado' });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/platforms/show' });
    expect(missing.statusCode).toBe(400);
  });
});

describe('featureFlagOn (a flag inside another statement)', () => {
  it('follows resolveFeatureFlags: a stored boolean wins, anything else takes the default of the kind', async () => {
    const stored = { faq: true, marsActivities: false, signup: 'true', bncc: null } as Record<string, unknown>;
    for (const kind of ['school', 'corporate'] as const) {
      const platform = await buildPlatform(ctx.db, { kind, features: stored as Record<string, boolean> }, false);
      const flags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, featureFlagOn(platform.id, flag)]));
      const [row] = await ctx.db.select(flags).from(platforms).where(eq(platforms.id, platform.id));
      expect(row).toEqual(resolveFeatureFlags(kind === 'corporate', stored));
    }
  });
});
