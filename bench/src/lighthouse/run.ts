/**
 * `npm run lighthouse -w @ava/bench`: Lighthouse's performance audit (mobile, its default) of the
 * login page and of the student's dashboard and activity list, signed in as the demo's aluno1,
 * against the Core Web Vitals' goals. The built web app is served by the platform's server in
 * production mode on a fresh PGlite database with the demo seed. LIGHTHOUSE_RUNS (default 3) runs
 * per page; the run of median score is printed, with where its main thread's time went.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoginRequest, LoginResponse, Theme } from '@ava/contracts';
import { launch } from 'chrome-launcher';
import puppeteer, { type Page } from 'puppeteer-core';
import { logIn } from '../api.ts';
import { createPgliteTarget } from '../databases.ts';
import { startService } from '../processes.ts';
import { READY_TIMEOUT_MS, SERVER_ENTRY, serverEnv } from '../server-run.ts';
import { auditPage, formatDiagnostics, formatFigures, medianRun, meetsGoals, type PageAudit } from './audit.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RESULTS_DIR = fileURLToPath(new URL('../../results/', import.meta.url));
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** WEB_DIST measures a build made elsewhere (e.g. of an older commit, to compare). */
const WEB_DIST = path.resolve(process.env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist'));
const STUDENT = { username: 'aluno1', password: 'senha123', platform: 'demo' } satisfies LoginRequest;

interface MeasuredPage {
  name: string;
  path: string;
  /** Measured with aluno1's session in storage, as the web app leaves it right after signing in. */
  signedIn: boolean;
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

if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
  console.error(`No web app in ${WEB_DIST}: build it first (npm run build -w @ava/web)`);
  process.exit(1);
}

const target = await createPgliteTarget();
const server = await startService({
  name: 'server (pglite)',
  entry: SERVER_ENTRY,
  cwd: REPO_ROOT,
  env: { ...serverEnv(target), WEB_DIST },
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
  for (const measured of PAGES) {
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
    if (finalPath !== measured.path) throw new Error(`${measured.path} ended on ${finalPath}: not the page to measure`);
    console.log(
      `\n${measured.name} (${measured.path}), ${meetsGoals(median.figures) ? 'meets the goals' : 'MISSES a goal'}`,
    );
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
      path: measured.path,
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
