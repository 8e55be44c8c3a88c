import type { BundleFile } from './bundle-size.ts';
import type { DatabaseKind } from './databases.ts';
import { failureCount, type Measurement } from './measure.ts';
import type { BenchResults } from './results.ts';
import type { ScenarioName } from './server-run.ts';

interface Goal {
  /** What the scenario's requests per second are divided by. */
  of: 'baseline' | 'argon2 verify';
  atLeast: number;
}

const SCENARIO_GOALS: Record<ScenarioName, Goal> = {
  'cached theme': { of: 'baseline', atLeast: 0.5 },
  'authenticated read': { of: 'baseline', atLeast: 0.3 },
  login: { of: 'argon2 verify', atLeast: 0.8 },
};

/** Gzipped JavaScript of the login route, in bytes (kB = 1000 bytes, as Vite prints them). */
const BUNDLE_GOAL_GZIP_BYTES = 150_000;

export interface Row {
  scenario: string;
  database: DatabaseKind | null;
  requestsPerSecond: number;
  /** Standard deviation of the per-second samples over their mean. */
  spread: number | null;
  latencyP99Ms: number;
  baselineRatio: number | null;
  /** Non-2xx answers plus connection errors. */
  failures: number;
  goal: { of: Goal['of']; atLeast: number; ratio: number; met: boolean } | null;
}

export interface Verdicts {
  rows: Row[];
  bundle:
    | { status: 'skipped'; reason: string }
    | { status: 'measured'; files: BundleFile[]; gzipBytes: number; goalBytes: number; met: boolean };
  /** Anything that makes the figures untrustworthy; the run exits non-zero when this is not empty. */
  failures: string[];
}

export function judge(results: BenchResults): Verdicts {
  const baselineRps = results.baseline.requestsPerSecond;
  const argon2Rps = results.argon2.verifiesPerSecond;
  const rows: Row[] = [
    measurementRow('hello world (bare Fastify)', null, results.baseline, baselineRps),
    measurementRow('hello world, again at the end', null, results.baselineAfter, baselineRps),
    {
      scenario: `argon2id verify, ${results.argon2.concurrency} in flight`,
      database: null,
      requestsPerSecond: argon2Rps,
      spread: null,
      latencyP99Ms: results.argon2.latencyP99Ms,
      baselineRatio: null,
      failures: results.argon2.failures,
      goal: null,
    },
  ];
  for (const server of results.servers) {
    for (const { scenario, measurement } of server.scenarios) {
      const row = measurementRow(scenario, server.database, measurement, baselineRps);
      const goal = SCENARIO_GOALS[scenario];
      const ratio = measurement.requestsPerSecond / (goal.of === 'baseline' ? baselineRps : argon2Rps);
      rows.push({ ...row, goal: { ...goal, ratio, met: ratio >= goal.atLeast } });
    }
  }
  return { rows, bundle: judgeBundle(results), failures: listFailures(results) };
}

function measurementRow(scenario: string, database: DatabaseKind | null, m: Measurement, baselineRps: number): Row {
  return {
    scenario,
    database,
    requestsPerSecond: m.requestsPerSecond,
    spread: m.requestsPerSecond > 0 ? m.requestsPerSecondStdev / m.requestsPerSecond : null,
    latencyP99Ms: m.latencyP99Ms,
    baselineRatio: m.requestsPerSecond / baselineRps,
    failures: failureCount(m),
    goal: null,
  };
}

function judgeBundle({ bundle }: BenchResults): Verdicts['bundle'] {
  if (bundle.status === 'missing') return { status: 'skipped', reason: `${bundle.indexHtml} is missing` };
  const { files, gzipBytes } = bundle;
  return {
    status: 'measured',
    files,
    gzipBytes,
    goalBytes: BUNDLE_GOAL_GZIP_BYTES,
    met: gzipBytes <= BUNDLE_GOAL_GZIP_BYTES,
  };
}

function listFailures(results: BenchResults): string[] {
  const loads = [
    { label: 'hello world baseline', measurement: results.baseline },
    { label: 'hello world baseline, again', measurement: results.baselineAfter },
    ...results.servers.flatMap((server) =>
      server.scenarios.map(({ scenario, measurement }) => ({ label: `${scenario} (${server.database})`, measurement })),
    ),
  ];
  const failedLoads = loads
    .filter(({ measurement }) => failureCount(measurement) > 0)
    .map(({ label, measurement }) => `${label}: ${describeFailures(measurement)}`);
  const { failures: rejected } = results.argon2;
  const argon2 = rejected > 0 ? [`argon2id verify: ${rejected} verifications rejected the right password`] : [];
  return [...results.startFailures, ...failedLoads, ...argon2];
}

function describeFailures(m: Measurement): string {
  const statuses = Object.entries(m.statusCodes)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, count]) => `${count} x ${status}`);
  const detail = statuses.length > 0 ? ` (${statuses.join(', ')})` : '';
  return `${m.non2xx} non-2xx answers${detail}, ${m.errors} connection errors (${m.timeouts} timeouts)`;
}
