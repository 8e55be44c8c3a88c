import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { contentSecurityPolicy } from './security-headers.ts';

let ctx: TestContext;
let dist: string;
let gamesDist: string;
const LIBRAS = 'https://libras.example.gov.br';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'ava-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>AVA</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  gamesDist = mkdtempSync(path.join(tmpdir(), 'ava-games-'));
  writeFileSync(path.join(gamesDist, 'index.html'), '<!doctype html><title>Jogo</title><div id="root"></div>');
  ctx = await createTestContext({ WEB_DIST: dist, GAMES_DIST: gamesDist, WIDGET_ORIGINS: [LIBRAS] });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(gamesDist, { recursive: true, force: true });
});

/** The policy's directives, each with its sources. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const policy = directives(response);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts, what).toContain("'self'");
  expect(scripts, what).not.toContain('https:');
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('are on the pages of the web app and on its static files', async () => {
    for (const url of ['/demo/login', '/index.html', '/assets/index-abc123.js']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectSecurityHeaders(response, url);
    }
  });

  it('are on API answers, refusals, errors and unknown paths', async () => {
    const answers = {
      'a JSON answer': await ctx.app.inject({ method: 'GET', url: '/api/server_status' }),
      'a request without a session': await ctx.app.inject({ method: 'GET', url: '/api/users/profiles/settings' }),
      'a forged token': await ctx.app.inject({
        method: 'GET',
        url: '/api/users/profiles/settings',
        headers: bearer('forjado'),
      }),
      'malformed JSON': await ctx.app.inject({
        method: 'POST',
        url: '/api/identity/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": ',
      }),
      'an unknown API path': await ctx.app.inject({ method: 'GET', url: '/api/nao-existe' }),
      'the API documentation': await ctx.app.inject({ method: 'GET', url: '/api/docs/' }),
    };
    expect(answers['a JSON answer'].statusCode).toBe(200);
    expect(answers['a request without a session'].statusCode).toBe(498);
    expect(answers['malformed JSON'].statusCode).toBe(400);
    expect(answers['an unknown API path'].statusCode).toBe(404);
    for (const [what, response] of Object.entries(answers)) expectSecurityHeaders(response, what);
  });

  it("lets scripts come only from our files, Google's sign-in and the configured widgets", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/demo/login' });
    expect(directives(page).get('script-src')).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/client',
      LIBRAS,
      'blob:',
      "'wasm-unsafe-eval'",
    ]);
  });

  it('gives a platform without widgets no blob: scripts or WebAssembly', () => {
    const policy = contentSecurityPolicy({ widgets: [], services: [] });
    expect(policy['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(policy['worker-src']).toEqual(["'self'"]);
  });

  it('gives JSON answers the short policy and pages the whole one', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/server_status' });
    const page = await ctx.app.inject({ method: 'GET', url: '/demo/login' });
    expect(directives(json).get('img-src')).toBeUndefined();
    expect(directives(page).get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it("let the platform's own pages, and nothing else, frame the game runtime", async () => {
    const game = await ctx.app.inject({ method: 'GET', url: '/games/?engine=ava&content_id=c1' });
    expect(game.statusCode).toBe(200);
    expect(game.body).toContain('<title>Jogo</title>');
    expect(directives(game).get('frame-ancestors')).toEqual(["'self'"]);
    expect(game.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(directives(game).get('script-src')).toEqual(directives(await page('/demo/login')).get('script-src'));
    for (const url of ['/demo/login', '/api/server_status', '/api/games/nao-existe']) {
      const response = await page(url);
      expect(directives(response).get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
    expect(directives(await page('/demo/login')).get('frame-src')).toContain("'self'");
    // The editor's encyclopedia panel frames the Portuguese encyclopedia.
    expect(directives(await page('/demo/login')).get('frame-src')).toContain('https://pt.m.wikipedia.org');
  });
});

const page = (url: string) => ctx.app.inject({ method: 'GET', url });
