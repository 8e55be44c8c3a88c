import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';

let ctx: TestContext;
let dist: string;
let gamesDist: string;
const script = 'console.log("app");'.repeat(50);

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'ava-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>AVA</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  gamesDist = mkdtempSync(path.join(tmpdir(), 'ava-games-'));
  mkdirSync(path.join(gamesDist, 'assets'));
  writeFileSync(path.join(gamesDist, 'index.html'), '<!doctype html><title>Jogo</title><div id="game">');
  writeFileSync(path.join(gamesDist, 'assets', 'index-def456.js'), script);
  writeFileSync(path.join(gamesDist, 'assets', 'index-def456.js.gz'), gzipSync(script));
  ctx = await createTestContext({ WEB_DIST: dist, GAMES_DIST: gamesDist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(gamesDist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('answers page paths with index.html, uncached, so the router can take them', async () => {
    for (const url of ['/', '/demo/login', '/demo/painel/atividades?aba=v1.2', '/erro']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/demo/login' });
    expect(head.statusCode).toBe(200);
  });

  it('serves hashed assets for a year, pre-compressed when the browser accepts gzip', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.body).toBe(script);
  });

  it('serves the service worker as JavaScript even when it was written after the server started', async () => {
    const worker = 'self.addEventListener("install", () => {});';
    writeFileSync(path.join(dist, 'sw.js'), worker);
    const response = await ctx.app.inject({ method: 'GET', url: '/sw.js', headers: { 'service-worker': 'script' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(worker);
    rmSync(path.join(dist, 'sw.js'));
  });

  it('answers a missing file (worker mid-build, an old hashed asset) with 404, never the page', async () => {
    for (const url of ['/sw.js', '/workbox-1a2b3c.js', '/assets/index-old999.js', '/assets/index-old999.css']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toContain('text/html');
    }
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('O serviço que você tentou acessar não foi encontrado');
  });

  it('serves the game runtime under /games/ beside the web app, its assets for a year', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/games/?engine=ava&content_id=c1&token=t' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="game">');
    const asset = await ctx.app.inject({
      method: 'GET',
      url: '/games/assets/index-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bare = await ctx.app.inject({ method: 'GET', url: '/games?content_id=c1' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/games/?content_id=c1');
    const missing = await ctx.app.inject({ method: 'GET', url: '/games/assets/index-old999.js' });
    expect(missing.statusCode).toBe(404);
    const web = await ctx.app.inject({ method: 'GET', url: '/demo/login' });
    expect(web.body).toContain('<div id="root">');
  });
});
