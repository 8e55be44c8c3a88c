/**
 * `npm run lighthouse -w @ava/bench`: Lighthouse's performance audit (mobile, its default) of the
 * login page and of the student's dashboard and activity list, signed in as the demo's aluno1,
 * against the Core Web Vitals' goals, and of the game runtime opened on one challenge (issue 19:
 * playable, Time to Interactive, within 2 s). The built web app is served by the platform's server in
 * production mode on a fresh PGlite database with the demo seed. LIGHTHOUSE_RUNS (default 3) runs
 * per page; the run of median score is printed, with where its main thread's time went.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GamePlayResponse, GameSearchResponse, LoginRequest, LoginResponse, Theme } from '@ava/contracts';
import { launch } from 'chrome-launcher';
import puppeteer, { type Page } from 'puppeteer-core';
import { logIn, postJson } from '../api.ts';
import { createPgliteTarget } from '../databases.ts';
import { startService } from '../processes.ts';
import { READY_TIMEOUT_MS, SERVER_ENTRY, serverEnv } from '../server-run.ts';
import { auditPage, formatDiagnostics, formatFigures, medianRun, meetsGoals, type PageAudit } from './audit.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RESULTS_DIR = fileURLToPath(new URL('../../results/', import.meta.url));
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_PAGES='game runtime' (names, comma-separated) measures only those pages. */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** WEB_DIST measures a build made elsewhere (e.g. of an older commit, to compare). */
const WEB_DIST = path.resolve(process.env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist'));
const GAMES_DIST = path.join(REPO_ROOT, 'apps/games/dist');
/** The game runtime is measured on one multiple-choice challenge of the demo library. */
const GAME_TITLE = 'Qual é o sinal?';
const GAME_TTI_GOAL_MS = 2_000;
const STUDENT = { username: 'aluno1', password: 'senha123', platform: 'demo' } satisfies LoginRequest;

interface MeasuredPage {
  name: string;
  path: string;
  /** Measured with aluno1's session in storage, as the web app leaves it right after signing in. */
  signedIn: boolean;
  /** A Time to Interactive goal of the page's own. */
  ttiGoalMs?: number;
}

const PAGES: MeasuredPage[] = [
  { name: 'login', path: '/demo/login', signedIn: false },
  { name: 'student dashboard', path: '/demo/painel', signedIn: true },
  { name: 'student activity list', path: '/demo/painel/atividades', signedIn: true },
];

/** localStorage as `startSession` of the web app writes it, with the theme the login page stored. */
function sessionStorageItems(login: LoginResponse, theme: Theme): Record<string, unknown> {
  return {
    'ava.token': login.auth_token,
    'ava.user': login.user,
    'ava.platform': STUDENT.platform,
    'ava.subscription': login.subscription ?? null,
    'ava.initial_time': Date.now(),
    'ava.theme': theme,
  };
}

/**
 * A cold visit: no HTTP cache, no service worker and its caches, and localStorage holding only
 * `items` (nothing for a visitor). Storage is written from a JSON answer of the origin, so no page
 * of the app runs before Lighthouse's navigation.
 */
async function prepareVisit(page: Page, origin: string, items: Record<string, unknown>) {
  const client = await page.createCDPSession();
  await client.send('Network.clearBrowserCache');
  await client.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await client.detach();
  await page.goto(`${origin}/api/server_status`);
  await page.evaluate((entries) => {
    // Runs in the page (the bench is typed without the DOM's globals).
    const storage = (
      globalThis as unknown as { localStorage: { clear(): void; setItem(key: string, value: string): void } }
    ).localStorage;
    storage.clear();
    for (const [key, value] of Object.entries(entries)) {
      if (value !== null) storage.setItem(key, JSON.stringify(value));
    }
  }, items);
  // Lighthouse starts from about:blank, as a new tab would.
  await page.goto('about:blank');
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART) and asks to run again. */
const ATTEMPTS = 3;

async function auditWithRetry(
  page: Page,
  origin: string,
  measured: MeasuredPage,
  storage: () => Record<string, unknown>,
): Promise<PageAudit> {
  for (let attempt = 1; ; attempt += 1) {
    await prepareVisit(page, origin, storage());
    try {
      return await auditPage(`${origin}${measured.path}`, page);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.log(`  (${measured.path}: ${error instanceof Error ? error.message : String(error)}; again)`);
    }
  }
}

for (const dist of [WEB_DIST, GAMES_DIST]) {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`Nothing built in ${dist}: build it first (npm run build)`);
    process.exit(1);
  }
}

/** The runtime's address for aluno1 on the challenge, with a play token (POST /games/play), as the host frames it. */
async function gameRuntimePage(origin: string, token: string): Promise<MeasuredPage> {
  const found = await postJson<GameSearchResponse>(
    origin,
    '/api/games/games/complete/search',
    { search: GAME_TITLE },
    token,
  );
  const game = found.results.find((result) => result.title === GAME_TITLE);
  if (!game) throw new Error(`no '${GAME_TITLE}' in the demo library`);
  const play = await postJson<GamePlayResponse>(
    origin,
    '/api/games/games/play',
    { oed_content_id: game.oed_content_id },
    token,
  );
  return { name: 'game runtime', path: play.url, signedIn: false, ttiGoalMs: GAME_TTI_GOAL_MS };
}

const target = await createPgliteTarget();
const server = await startService({
  name: 'server (pglite)',
  entry: SERVER_ENTRY,
  cwd: REPO_ROOT,
  env: { ...serverEnv(target), WEB_DIST, GAMES_DIST },
  readyPath: '/api/server_status',
  readyTimeoutMs: READY_TIMEOUT_MS,
});
const chrome = await launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const summary: { page: string; path: string; runs: PageAudit['figures'][]; median: PageAudit['figures'] }[] = [];
try {
  const origin = server.baseUrl;
  const login = await logIn(origin, STUDENT);
  const theme = (await (await fetch(`${origin}/api/platforms/show?platform=${STUDENT.platform}`)).json()) as Theme;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const page = await browser.newPage();
  await mkdir(RESULTS_DIR, { recursive: true });
  console.log(`Lighthouse (mobile), ${RUNS} run(s) per page, the median shown:`);
  const pages = [...PAGES, await gameRuntimePage(origin, login.auth_token)];
  for (const measured of pages.filter((candidate) => !ONLY || ONLY.includes(candidate.name))) {
    const runs: PageAudit[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(
        await auditWithRetry(page, origin, measured, () =>
          measured.signedIn ? sessionStorageItems(login, theme) : {},
        ),
      );
    }
    const median = medianRun(runs);
    const finalPath = new URL(median.lhr.finalDisplayedUrl).pathname;
    const pathname = new URL(measured.path, origin).pathname;
    if (finalPath !== pathname) throw new Error(`${pathname} ended on ${finalPath}: not the page to measure`);
    console.log(
      `\n${measured.name} (${pathname}), ${meetsGoals(median.figures) ? 'meets the goals' : 'MISSES a goal'}`,
    );
    if (measured.ttiGoalMs !== undefined) {
      const playable = median.figures.ttiMs <= measured.ttiGoalMs;
      console.log(
        `  playable (Time to Interactive) goal <= ${measured.ttiGoalMs / 1000} s: ${playable ? 'ok' : 'MISS'}`,
      );
    }
    // Lighthouse's benchmarkIndex: this machine's speed as it measured it before each run (its own
    // reference machine scores about 1000-2000; lower means a slower or busier machine).
    const speeds = runs.map((run) => Math.round(run.lhr.environment.benchmarkIndex));
    console.log(
      `  runs' scores: ${runs.map((run) => run.figures.score).join(', ')} (benchmarkIndex ${speeds.join(', ')})`,
    );
    for (const line of formatFigures(median.figures)) console.log(`  ${line}`);
    for (const line of formatDiagnostics(median.diagnostics, origin)) console.log(`  ${line}`);
    const slug = measured.name.replaceAll(' ', '-');
    await writeFile(path.join(RESULTS_DIR, `lighthouse-${slug}.json`), JSON.stringify(median.lhr));
    summary.push({
      page: measured.name,
      path: new URL(measured.path, origin).pathname,
      runs: runs.map((run) => run.figures),
      median: median.figures,
    });
  }
  await writeFile(path.join(RESULTS_DIR, 'lighthouse.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nResults in ${path.relative(process.cwd(), RESULTS_DIR)} (lighthouse.json, each median report).`);
  await browser.disconnect();
} finally {
  chrome.kill();
  await server.stop();
  await target.dispose();
}
