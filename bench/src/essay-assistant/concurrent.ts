/**
 * `npm run essay-corrections -w @ava/bench` (PostgreSQL only): issue 26's second correction figure.
 * Twenty teachers each ask for a correction of the demo essay every three seconds (their limit is
 * 20 a minute), so twenty corrections run at once in waves, while the essay's author reads their
 * own essay (`GET /api/school_work/work_detail`) under 5 connections. Goal: that read's p99 stays
 * under 100 ms; its p99 alone, before the corrections, is printed beside it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeCpuUse } from '../cpu-use.ts';
import { createPostgresTarget, postgresAnswers } from '../databases.ts';
import { failureCount, type LoadProfile, measure } from '../measure.ts';
import { runScript, startService } from '../processes.ts';
import { READY_TIMEOUT_MS, SERVER_ENTRY, serverEnv } from '../server-run.ts';
import type { PreparedCorrections } from './concurrent-world.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PREPARE_ENTRY = fileURLToPath(new URL('./prepare-concurrent.ts', import.meta.url));
const RESULTS_FILE = fileURLToPath(new URL('../../results/essay-corrections.json', import.meta.url));
const QUICK = process.env.BENCH_QUICK === '1';
const PROFILE: LoadProfile = {
  connections: 5,
  durationSeconds: QUICK ? 6 : 12,
  warmupSeconds: 1,
  maxRequests: 2_000_000,
};
const WAVE_MS = 3_000;
const GOAL_P99_MS = 100;

if (!(await postgresAnswers())) throw new Error('this bench needs PostgreSQL on 127.0.0.1:5432');
const target = await createPostgresTarget('ava_bench_corrections');
try {
  const env: NodeJS.ProcessEnv = { ...serverEnv(target), SEED_DEMO: 'false' };
  const world = JSON.parse(
    await runScript({ name: 'corrections seeding', entry: PREPARE_ENTRY, cwd: REPO_ROOT, env, timeoutMs: 600_000 }),
  ) as PreparedCorrections;
  const server = await startService({
    name: 'server (postgres, corrections)',
    entry: SERVER_ENTRY,
    cwd: REPO_ROOT,
    env,
    readyPath: '/api/server_status',
    readyTimeoutMs: READY_TIMEOUT_MS,
  });
  const correct = async (token: string) => {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/assistant/assistant/essay/correction`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ activity: world.essayId, student: world.studentId }),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };
  const read = () =>
    measure(
      {
        url: `${server.baseUrl}/api/school_work/work_detail?activity=${world.essayId}`,
        method: 'GET',
        connectionHeaders: world.studentTokens.map((token) => ({ authorization: `Bearer ${token}` })),
      },
      PROFILE,
      server.pid,
    );
  const corrections: { status: number; ms: number }[] = [];
  let alone: Awaited<ReturnType<typeof measure>>;
  let beside: Awaited<ReturnType<typeof measure>>;
  try {
    // The first correction loads the dictionary in the corrector's thread (about a second).
    const first = await correct(world.teacherTokens[0] ?? '');
    console.log(`first correction (dictionary loaded): ${Math.round(first.ms)} ms, status ${first.status}`);
    alone = await read();
    let running = true;
    const teachers = world.teacherTokens.map(async (token) => {
      while (running) {
        const wave = performance.now();
        corrections.push(await correct(token));
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, WAVE_MS - (performance.now() - wave))));
      }
    });
    beside = await read();
    running = false;
    await Promise.all(teachers);
  } finally {
    await server.stop();
  }
  const times = corrections
    .filter((correction) => correction.status === 200)
    .map((correction) => correction.ms)
    .sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0);
  const refused = corrections.filter((correction) => correction.status !== 200).length;
  const line = (what: string, run: typeof alone) =>
    `  ${what}: ${Math.round(run.requestsPerSecond)} req/s, p99 ${run.latencyP99Ms} ms, mean ${run.latencyAverageMs.toFixed(1)} ms, ${failureCount(run)} failed`;
  console.log('');
  console.log(line('the student reads their essay, alone', alone));
  console.log(
    line(`the same, beside ${world.teacherTokens.length} teachers correcting every ${WAVE_MS / 1000} s`, beside),
  );
  if (beside.cpu) console.log(`    ${describeCpuUse(beside.cpu)}`);
  console.log(`  corrections: ${times.length} answered (p50 ${at(0.5)} ms, p99 ${at(0.99)} ms), ${refused} refused`);
  const met = beside.latencyP99Ms < GOAL_P99_MS;
  console.log(`  goal: the read's p99 under ${GOAL_P99_MS} ms during the corrections: ${met ? 'met' : 'MISSED'}`);
  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify({ alone, beside, corrections: { answered: times.length, refused, p50: at(0.5), p99: at(0.99) } }, null, 2)}\n`,
  );
  if (failureCount(beside) > 0) process.exitCode = 1;
} finally {
  await target.dispose();
}
