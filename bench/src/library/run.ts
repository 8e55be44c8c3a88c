/**
 * `npm run library -w @ava/bench` (PostgreSQL only): library search over 100,000 items of the
 * shared source (issue 25). Prints the hits of ten misspelled queries (world.ts), then measures
 * POST /api/library/external/library/search with a misspelled query under 20 connections
 * (goal p99 < 50 ms). BENCH_QUICK=1 for shorter runs; BENCH_LIBRARY_ITEMS for another size.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LibrarySearchResponse } from '@ava/contracts';
import { measureBaseline } from '../baseline.ts';
import { describeCpuUse } from '../cpu-use.ts';
import { createPostgresTarget, postgresAnswers } from '../databases.ts';
import { failureCount, type LoadProfile, measure } from '../measure.ts';
import { runScript, startService } from '../processes.ts';
import { READY_TIMEOUT_MS, SERVER_ENTRY, serverEnv } from '../server-run.ts';
import { LIBRARY_BENCH, MISSPELLED_QUERIES, type PreparedLibrary } from './world.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PREPARE_ENTRY = fileURLToPath(new URL('./prepare.ts', import.meta.url));
const RESULTS_FILE = fileURLToPath(new URL('../../results/library.json', import.meta.url));
const SEARCH_PATH = '/api/library/external/library/search';
const QUICK = process.env.BENCH_QUICK === '1';
const PROFILE: LoadProfile = {
  connections: 20,
  durationSeconds: QUICK ? 5 : 10,
  warmupSeconds: 2,
  maxRequests: 2_000_000,
};
const GOAL = { p99Ms: 50 } as const;

if (!(await postgresAnswers())) throw new Error('the library bench needs PostgreSQL on 127.0.0.1:5432');
const target = await createPostgresTarget('ava_bench_library');
try {
  const env: NodeJS.ProcessEnv = { ...serverEnv(target), SEED_DEMO: 'false' };
  const items = process.env.BENCH_LIBRARY_ITEMS ?? String(LIBRARY_BENCH.items);
  console.log(`Library on PostgreSQL: loading ${items} items into the shared source...`);
  const world = JSON.parse(
    await runScript({
      name: 'library seeding',
      entry: PREPARE_ENTRY,
      cwd: REPO_ROOT,
      env: { ...env, BENCH_LIBRARY_ITEMS: items },
      timeoutMs: 1_800_000,
    }),
  ) as PreparedLibrary;
  console.log(`seeded in ${world.seedSeconds.toFixed(0)} s`);

  const baseline = await measureBaseline(PROFILE, REPO_ROOT);
  const server = await startService({
    name: 'server (postgres, library)',
    entry: SERVER_ENTRY,
    cwd: REPO_ROOT,
    env,
    readyPath: '/api/server_status',
    readyTimeoutMs: READY_TIMEOUT_MS,
  });
  const connectionHeaders = world.tokens.map((token) => ({ authorization: `Bearer ${token}` }));
  const hits: { query: string; means: string; total: number; top: string[] }[] = [];
  let measurement: Awaited<ReturnType<typeof measure>>;
  try {
    for (const [query, means] of MISSPELLED_QUERIES) {
      const response = await fetch(`${server.baseUrl}${SEARCH_PATH}`, {
        method: 'POST',
        headers: { ...connectionHeaders[0], 'content-type': 'application/json' },
        body: JSON.stringify({ search: query, per_page: 3 }),
      });
      if (response.status !== 200)
        throw new Error(`search '${query}' answered ${response.status}: ${await response.text()}`);
      const answer = (await response.json()) as LibrarySearchResponse;
      hits.push({ query, means, total: answer.total, top: answer.results.map((result) => result.title) });
    }
    measurement = await measure(
      {
        url: `${server.baseUrl}${SEARCH_PATH}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ search: MISSPELLED_QUERIES[0][0] }),
        connectionHeaders,
      },
      PROFILE,
      server.pid,
    );
  } finally {
    await server.stop();
  }

  console.log('');
  for (const hit of hits) {
    console.log(`  '${hit.query}' (${hit.means}): ${hit.total} hits; first: ${hit.top.join(' | ') || '-'}`);
  }
  console.log(
    `  baseline, a bare Fastify hello world: ${Math.round(baseline.requestsPerSecond)} req/s, p99 ${baseline.latencyP99Ms} ms`,
  );
  console.log(
    `  search '${MISSPELLED_QUERIES[0][0]}' over ${world.items} items, ${PROFILE.connections} connections: ` +
      `${Math.round(measurement.requestsPerSecond)} req/s, p99 ${measurement.latencyP99Ms} ms, mean ${measurement.latencyAverageMs.toFixed(1)} ms, ${failureCount(measurement)} failed`,
  );
  if (measurement.cpu) console.log(`    ${describeCpuUse(measurement.cpu)}`);
  const met = measurement.latencyP99Ms < GOAL.p99Ms && failureCount(measurement) === 0;
  const found = hits.every((hit) => hit.total > 0);
  console.log(
    `  goals: p99 < ${GOAL.p99Ms} ms ${met ? 'met' : 'MISSED'}; every misspelled query found: ${found ? 'yes' : 'NO'}`,
  );
  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify({ items: world.items, seedSeconds: world.seedSeconds, baseline, hits, search: measurement }, null, 2)}\n`,
  );
  console.log(`\nResults written to ${path.relative(process.cwd(), RESULTS_FILE)}.`);
  if (!found || failureCount(measurement) > 0) process.exitCode = 1;
} finally {
  await target.dispose();
}
