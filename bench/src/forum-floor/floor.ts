/**
 * `npm run forum-floor -w @ava/bench` (PostgreSQL only): how fast a comment can be posted on this
 * machine by a bare Fastify doing only the work document 2 asks (floor-server.ts), step by step,
 * beside the hello-world baseline of the same run and with the forum scenario's load. The real
 * route adds the session, validation, the access check and the answer's shape to the last line.
 */
import { fileURLToPath } from 'node:url';
import { measureBaseline } from '../baseline.ts';
import { describeCpuUse } from '../cpu-use.ts';
import { createPostgresTarget, postgresAnswers } from '../databases.ts';
import { type LoadProfile, measure } from '../measure.ts';
import { startService } from '../processes.ts';
import { FORUM_COMMENT } from '../scenarios.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FLOOR_ENTRY = fileURLToPath(new URL('./floor-server.ts', import.meta.url));
const PROFILE: LoadProfile = { connections: 50, durationSeconds: 10, warmupSeconds: 2, maxRequests: 2_000_000 };
const STEP_SETS = ['', 'sanitize', 'energy', 'sanitize,energy'];

if (!(await postgresAnswers())) throw new Error('the forum floor needs PostgreSQL on 127.0.0.1:5432');

const baseline = await measureBaseline(PROFILE, REPO_ROOT);
console.log(`baseline: ${Math.round(baseline.requestsPerSecond)} req/s`);
if (baseline.cpu) console.log(`  ${describeCpuUse(baseline.cpu)}`);
for (const steps of STEP_SETS) {
  const target = await createPostgresTarget();
  const service = await startService({
    name: 'forum floor',
    entry: FLOOR_ENTRY,
    cwd: REPO_ROOT,
    env: { ...process.env, ...target.env, FLOOR_STEPS: steps },
    readyPath: '/',
    readyTimeoutMs: 20_000,
  });
  try {
    const run = await measure(
      {
        url: `${service.baseUrl}/comment`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ activity: '0f1f5c1e-2a5b-4d5e-9a1f-2b3c4d5e6f70', comment: FORUM_COMMENT }),
      },
      PROFILE,
      service.pid,
    );
    const ratio = run.requestsPerSecond / baseline.requestsPerSecond;
    console.log(
      `insert${steps ? `, ${steps.replace(',', ', ')}` : ''}: ${Math.round(run.requestsPerSecond)} req/s ` +
        `(${ratio.toFixed(2)} x baseline), p99 ${run.latencyP99Ms} ms, ${run.non2xx + run.errors} failed`,
    );
    if (run.cpu) console.log(`  ${describeCpuUse(run.cpu)}`);
  } finally {
    await service.stop();
    await target.dispose();
  }
}
