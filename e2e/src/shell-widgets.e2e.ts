import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, freshPagePerTest, keepEvidenceOnFailure, signIn } from './browser.ts';

const currentPage = freshPagePerTest();

/**
 * The page's controls (outside the sidebar) that reach into the strip of the sidebar's tab, at any
 * scroll. Read once the sidebar is in the page: the login page may still be mounting its parts.
 */
async function controlsUnderTheTab(page: Page): Promise<string[]> {
  await page.waitForSelector('aside[aria-label="Acessibilidade"]');
  return page.evaluate(() => {
    const sidebar = document.querySelector('aside[aria-label="Acessibilidade"]');
    if (!sidebar) throw new Error('no sidebar');
    const strip = sidebar.getBoundingClientRect().left;
    return [...document.querySelectorAll('a[href], button, input, select, textarea, [contenteditable="true"]')]
      .filter((control) => !sidebar.contains(control))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.right > strip;
      })
      .map((control) => control.outerHTML.slice(0, 120));
  });
}

describe('the accessibility sidebar', () => {
  it('is a collapsed tab beside the page, never over its controls, and opens on demand', async () => {
    const page = currentPage();
    const sidebar = page.getByRole('complementary', { name: 'Acessibilidade' });
    const tab = sidebar.getByRole('button', { name: 'Acessibilidade', exact: true });
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 700 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/demo/login');
      await tab.waitFor();
      expect(await tab.getAttribute('aria-expanded')).toBe('false');
      expect(await sidebar.getByRole('button', { name: '+ Acessibilidade' }).count()).toBe(0);
      expect(await controlsUnderTheTab(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await tab.click();
      await sidebar.getByRole('button', { name: '+ Acessibilidade' }).waitFor();
      const close = sidebar.getByRole('button', { name: 'Fechar acessibilidade' });
      expect(await close.isVisible()).toBe(viewport.width < 768);
      await page.keyboard.press('Escape');
      await sidebar.getByRole('button', { name: '+ Acessibilidade' }).waitFor({ state: 'detached' });
    }

    // A form whose buttons stand at the right: the creation of an activity.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'professor');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/demo/professor/atividades/nova');
    await page.getByRole('button', { name: 'Continuar' }).waitFor();
    expect(await controlsUnderTheTab(page)).toEqual([]);
  });

  it('enlarges the text with + Acessibilidade and keeps it after a reload', async () => {
    const page = currentPage();
    await page.goto('/demo/login');
    const sidebar = page.getByRole('complementary', { name: 'Acessibilidade' });
    const tab = sidebar.getByRole('button', { name: 'Acessibilidade', exact: true });
    const title = page.getByRole('heading', { name: 'Bem-vindo ao AVA Demo' });
    await sidebar.waitFor();
    const fontSize = () => title.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    const before = await fontSize();

    await tab.click();
    await sidebar.getByRole('button', { name: '+ Acessibilidade' }).click();
    await sidebar.getByRole('button', { name: '+ Acessibilidade', pressed: true }).waitFor();
    expect(await fontSize()).toBeCloseTo(before * 1.25, 0);

    await page.reload();
    await tab.click();
    await sidebar.getByRole('button', { name: '+ Acessibilidade', pressed: true }).waitFor();
    expect(await fontSize()).toBeCloseTo(before * 1.25, 0);
  });

  it('reads the selected text aloud in pt-BR with Voz', async () => {
    const page = currentPage();
    await page.addInitScript(() => {
      const spoken: { text: string; lang: string }[] = [];
      Object.assign(window, { spoken });
      class Utterance {
        lang = '';
        voice: unknown = null;
        constructor(public text: string) {}
      }
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
      Object.defineProperty(window, 'speechSynthesis', {
        configurable: true,
        value: {
          speak: (utterance: Utterance) => spoken.push({ text: utterance.text, lang: utterance.lang }),
          cancel: () => {},
          getVoices: () => [],
        },
      });
    });
    await page.goto('/demo/login');
    const description = page.getByText(
      'O ambiente virtual de aprendizagem que está transformando a educação no Brasil.',
    );
    await description.click({ clickCount: 3 });
    await page.getByRole('button', { name: 'Acessibilidade', exact: true }).click();
    await page.getByRole('button', { name: 'Voz' }).click();
    await page.getByRole('button', { name: 'Voz', pressed: true }).waitFor();
    const spoken = await page.evaluate(() => (window as unknown as { spoken: unknown[] }).spoken);
    expect(spoken).toEqual([
      { text: 'O ambiente virtual de aprendizagem que está transformando a educação no Brasil.', lang: 'pt-BR' },
    ]);
  });
});

// --- The update banner -------------------------------------------------------------------------

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.join(root, 'apps/web/dist');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Version B of the built app: the same assets, an index.html that says 'B', and the service
 * worker whose precache names that index.html's new revision (what a deploy changes).
 */
function versionB(): Map<string, Buffer> {
  const index = readFileSync(path.join(webDist, 'index.html'), 'utf8').replace(
    '</head>',
    '<meta name="ava-build" content="B"></head>',
  );
  const worker = readFileSync(path.join(webDist, 'sw.js'), 'utf8');
  const revised = worker.replace(/(\{url:"index\.html",revision:")[0-9a-f]+"/, '$1b0000000000000000000000000000b"');
  if (revised === worker) throw new Error('sw.js does not precache index.html with a revision');
  return new Map([
    ['/index.html', Buffer.from(index)],
    ['/sw.js', Buffer.from(revised)],
  ]);
}

/**
 * Serves the built app as the real server does (index.html for page paths, no-cache) from a
 * release that can be swapped, and passes /api to the e2e server.
 */
function releaseServer() {
  let overrides = new Map<string, Buffer>();
  const api = new URL(baseUrl());
  const send = (res: ServerResponse, name: string, body: Buffer) => {
    res.writeHead(200, {
      'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    res.end(body);
  };
  const proxy = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      {
        host: api.hostname,
        port: api.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: api.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };
  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname.startsWith('/api/')) return proxy(req, res);
    const file = path.join(webDist, path.normalize(pathname));
    const name = existsSync(file) && statSync(file).isFile() ? pathname : '/index.html';
    send(res, name, overrides.get(name) ?? readFileSync(path.join(webDist, name)));
  });
  return {
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    deploy: (next: Map<string, Buffer>) => {
      overrides = next;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('the update banner', () => {
  const release = releaseServer();
  let origin: string;
  beforeAll(async () => {
    origin = await release.listen();
  });
  afterAll(() => release.close());

  it('installs from the real server, which sends sw.js uncached, and caches the built app only', async () => {
    const page = currentPage();
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    await page.goto('/demo/login');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.getByRole('heading', { name: 'Bem-vindo ao AVA Demo' }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((url) => !url.startsWith('/assets/') && url !== '/index.html')).toEqual([]);
  });

  it('announces a new version after a deploy and reloads into it when clicked', async (test) => {
    const browser = currentPage().context().browser();
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext({
      baseURL: origin,
      locale: 'pt-BR',
      viewport: { width: 1280, height: 800 },
    });
    context.setDefaultTimeout(20_000);
    try {
      const page = await context.newPage();
      keepEvidenceOnFailure(page, test);
      const build = () =>
        page.evaluate(() => document.querySelector('meta[name="ava-build"]')?.getAttribute('content') ?? 'A');
      const banner = page.getByText('Uma nova atualização da plataforma está disponível.');

      // Version A installs its service worker, which serves the next loads.
      await page.goto('/demo/login');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      expect(await banner.count()).toBe(0);

      // After the deploy, version A still shows, but only with the banner.
      release.deploy(versionB());
      await page.reload();
      await banner.waitFor();
      expect(await build()).toBe('A');

      await page.getByRole('button', { name: 'Clique aqui para atualizar!' }).click();
      await page.waitForFunction(
        () => document.querySelector('meta[name="ava-build"]')?.getAttribute('content') === 'B',
      );
      await page.getByRole('heading', { name: 'Bem-vindo ao AVA Demo' }).waitFor();
      expect(await banner.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
