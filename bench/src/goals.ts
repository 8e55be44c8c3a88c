import type { BundleFile } from './bundle-size.ts';
import type { DatabaseKind } from './databases.ts';
import type { ExamDayRun } from './exam-day/exam-day.ts';
import type { GameResultsRun } from './game-results/game-results.ts';
import type { LedgerRun } from './ledger/ledger.ts';
import { failureCount, type Measurement } from './measure.ts';
import type { PgbenchMeasurement } from './pgbench.ts';
import { capacityStep, type SweepStep } from './rate-sweep.ts';
import type { BenchResults } from './results.ts';
import type { ScenarioName } from './scenarios.ts';
import type { TrailsRun } from './trails/trails.ts';
import type { QueryCount } from './workload/world.ts';

interface Goal {
  /** What the scenario's requests per second are divided by. */
  of: 'baseline' | 'argon2 verify';
  atLeast: number;
  /** When given, the 99th-percentile latency must also stay under it. */
  p99BelowMs?: number;
}

const FIRST_SCREEN_GOAL: Goal = { of: 'baseline', atLeast: 0.3, p99BelowMs: 50 };
const SCENARIO_GOALS: Record<ScenarioName, Goal> = {
  'cached theme': { of: 'baseline', atLeast: 0.5 },
  'authenticated read': { of: 'baseline', atLeast: 0.3 },
  login: { of: 'argon2 verify', atLeast: 0.8 },
  'student_open, 200 activities': FIRST_SCREEN_GOAL,
  'student_count, 200 activities': FIRST_SCREEN_GOAL,
  'student_closed_summary, 200 activities': FIRST_SCREEN_GOAL,
  'forum comment, 50 writers': { of: 'baseline', atLeast: 0.3, p99BelowMs: 150 },
};

/** The server's export against ExcelJS's own streaming writer, and what it may add to the server's memory. */
const EXPORT_GOAL = { ofExcelJs: 0.5, memoryGrowthBelowBytes: 150_000_000 };

/**
 * Exam day (issue 5 part 7): answers saved per second at least half of pgbench's transactions per
 * second (aim: as many) with a p99 under 100 ms, and no answer lost or duplicated; 1,000 students
 * starting within 10 s without a 5xx, a p99 under 5 s and the server under 512 MB.
 */
const EXAM_DAY_GOAL = {
  ofPgbench: 0.5,
  aimOfPgbench: 1,
  p99BelowMs: 100,
  startP99BelowMs: 5_000,
  memoryBelowBytes: 512_000_000,
};

/**
 * Challenge result saves (issue 19): pairs (calculate_score then create/game/result) per second at
 * least pgbench's transactions per second with a p99 under 100 ms, none lost or counted twice.
 */
const GAME_RESULTS_GOAL = { ofPgbench: 1, p99BelowMs: 100 };

/**
 * Ledger movements (issue 21): transfers (and purchases, once the store lands) per second at least
 * pgbench's tpcb-like transactions per second with a p99 under 100 ms, each acknowledged one posted
 * once and the books balanced.
 */
const LEDGER_GOAL = { ofPgbench: 1, p99BelowMs: 100 };

/**
 * Learning trails (issue 20): progress saves per second at least pgbench's simple-update tps with a
 * p99 under 100 ms, none lost; opening a trail of 15 steps with a p99 under 50 ms (20 students at
 * once) and one statement for the player's data whatever the number of steps.
 */
const TRAILS_GOAL = { ofPgbench: 1, p99BelowMs: 100, showP99BelowMs: 50 };

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
  goal: {
    of: Goal['of'];
    atLeast: number;
    ratio: number;
    p99BelowMs: number | null;
    rateMet: boolean;
    p99Met: boolean;
    met: boolean;
  } | null;
}

/** The same number of statements per request whatever the student's number of activities. */
export interface QueryVerdict {
  database: DatabaseKind;
  call: QueryCount['call'];
  byActivities: QueryCount['byActivities'];
  met: boolean;
}

export interface ExportVerdict {
  database: DatabaseKind;
  rows: number;
  expectedRows: number;
  seconds: number;
  rowsPerSecond: number;
  bytes: number;
  ratio: number;
  atLeast: number;
  memoryBeforeBytes: number;
  memoryPeakBytes: number;
  memoryGrowthBytes: number;
  memoryGoalBytes: number;
  rateMet: boolean;
  memoryMet: boolean;
  met: boolean;
}

export type ExamDayVerdict =
  | { status: 'skipped' | 'failed'; reason: string }
  | {
      status: 'measured';
      saves: {
        /** The sweep step the goal is judged on: the fastest with a p99 under the goal, every save offered and answered 200. */
        step: SweepStep | null;
        savedPerSecond: number;
        p99Ms: number;
        pgbenchTps: number | null;
        ratio: number | null;
        atLeast: number;
        aim: number;
        p99BelowMs: number;
        rateMet: boolean;
        aimMet: boolean;
        p99Met: boolean;
        /** No acknowledged answer lost, changed or duplicated, and nothing unexpected stored. */
        answersMet: boolean;
        met: boolean;
      };
      startWave: {
        p99Ms: number;
        p99BelowMs: number;
        serverErrors: number;
        peakBytes: number;
        memoryBelowBytes: number;
        p99Met: boolean;
        errorsMet: boolean;
        memoryMet: boolean;
        met: boolean;
      };
    };

/** A rate sweep judged against pgbench's tps and a p99. */
export interface SweepVerdict {
  /** The sweep step the goal is judged on, as for the exam day's saves. */
  step: SweepStep | null;
  savedPerSecond: number;
  p99Ms: number;
  pgbenchTps: number | null;
  ratio: number | null;
  atLeast: number;
  p99BelowMs: number;
  rateMet: boolean;
  p99Met: boolean;
}

export type GameResultsVerdict =
  | { status: 'skipped' | 'failed'; reason: string }
  | (SweepVerdict & {
      status: 'measured';
      /** Every acknowledged play scored once, counted once for its tarefa, nothing else; a resend changed nothing. */
      countsMet: boolean;
      met: boolean;
    });

export type LedgerVerdict =
  | { status: 'skipped' | 'failed'; reason: string }
  | (SweepVerdict & {
      status: 'measured';
      /** Every acknowledged movement posted once as answered, nothing else; the books balanced. */
      booksMet: boolean;
      met: boolean;
    });

export type TrailsVerdict =
  | { status: 'skipped' | 'failed'; reason: string }
  | (SweepVerdict & {
      status: 'measured';
      /** Every step's last acknowledged save read back as sent, done kept once done, nothing else stored. */
      savesKept: boolean;
      showP99BelowMs: number;
      showP99Met: boolean;
      /** Statements of each show (before the start, after every step saved): the same number. */
      showStatements: number[];
      showStatementsMet: boolean;
      met: boolean;
    });

export interface Verdicts {
  rows: Row[];
  queries: QueryVerdict[];
  exports: ExportVerdict[];
  examDay: ExamDayVerdict;
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
      const { of, atLeast, p99BelowMs } = SCENARIO_GOALS[scenario];
      const ratio = measurement.requestsPerSecond / (of === 'baseline' ? baselineRps : argon2Rps);
      const rateMet = ratio >= atLeast;
      const p99Met = p99BelowMs === undefined || measurement.latencyP99Ms < p99BelowMs;
      rows.push({
        ...row,
        goal: { of, atLeast, ratio, p99BelowMs: p99BelowMs ?? null, rateMet, p99Met, met: rateMet && p99Met },
      });
    }
  }
  return {
    rows,
    queries: judgeQueryCounts(results),
    exports: judgeExports(results),
    examDay: judgeExamDay(results.examDay),
    bundle: judgeBundle(results),
    failures: listFailures(results),
  };
}

function judgeQueryCounts({ servers }: BenchResults): QueryVerdict[] {
  return servers.flatMap((server) =>
    server.queryCounts.map(({ call, byActivities }) => ({
      database: server.database,
      call,
      byActivities,
      met: new Set(byActivities.map((count) => `${count.queries}/${count.repeated}`)).size === 1,
    })),
  );
}

function judgeExports({ servers, exceljs }: BenchResults): ExportVerdict[] {
  return servers.map(({ database, export: exported }) => {
    const ratio = exported.rowsPerSecond / exceljs.rowsPerSecond;
    const rateMet = ratio >= EXPORT_GOAL.ofExcelJs;
    const memoryMet = exported.memory.growthBytes < EXPORT_GOAL.memoryGrowthBelowBytes;
    return {
      database,
      rows: exported.rows,
      expectedRows: exported.expectedRows,
      seconds: exported.seconds,
      rowsPerSecond: exported.rowsPerSecond,
      bytes: exported.bytes,
      ratio,
      atLeast: EXPORT_GOAL.ofExcelJs,
      memoryBeforeBytes: exported.memory.beforeBytes,
      memoryPeakBytes: exported.memory.peakBytes,
      memoryGrowthBytes: exported.memory.growthBytes,
      memoryGoalBytes: EXPORT_GOAL.memoryGrowthBelowBytes,
      rateMet,
      memoryMet,
      met: rateMet && memoryMet,
    };
  });
}

export function judgeExamDay(run: ExamDayRun): ExamDayVerdict {
  if (run.status !== 'measured') return run;
  const goal = EXAM_DAY_GOAL;
  const step = capacityStep(run.saves.steps, goal.p99BelowMs);
  const savedPerSecond = step?.savedPerSecond ?? 0;
  const p99Ms = step?.p99Ms ?? 0;
  const pgbenchTps = run.pgbench.status === 'measured' ? run.pgbench.transactionsPerSecond : null;
  const ratio = pgbenchTps ? savedPerSecond / pgbenchTps : null;
  const { answers } = run;
  const answersMet =
    answers.found === answers.acknowledged &&
    answers.missing + answers.wrongAlternative + answers.duplicated + answers.unexpected === 0;
  const rateMet = ratio !== null && ratio >= goal.ofPgbench;
  const p99Met = step !== null && p99Ms < goal.p99BelowMs;
  const wave = run.startWave;
  const waveChecks = {
    p99Met: wave.start.p99Ms < goal.startP99BelowMs,
    errorsMet: wave.serverErrors === 0,
    memoryMet: wave.memory.peakBytes < goal.memoryBelowBytes,
  };
  return {
    status: 'measured',
    saves: {
      step,
      savedPerSecond,
      p99Ms,
      pgbenchTps,
      ratio,
      atLeast: goal.ofPgbench,
      aim: goal.aimOfPgbench,
      p99BelowMs: goal.p99BelowMs,
      rateMet,
      aimMet: ratio !== null && ratio >= goal.aimOfPgbench,
      p99Met,
      answersMet,
      met: rateMet && p99Met && answersMet,
    },
    startWave: {
      p99Ms: wave.start.p99Ms,
      p99BelowMs: goal.startP99BelowMs,
      serverErrors: wave.serverErrors,
      peakBytes: wave.memory.peakBytes,
      memoryBelowBytes: goal.memoryBelowBytes,
      ...waveChecks,
      met: waveChecks.p99Met && waveChecks.errorsMet && waveChecks.memoryMet,
    },
  };
}

/** What makes the exam day's figures untrustworthy: it could not run, or requests failed. */
export function listExamDayFailures(run: ExamDayRun): string[] {
  if (run.status === 'failed') return [`exam day: ${run.reason}`];
  if (run.status === 'skipped') return [];
  const failures: string[] = [];
  const { start, total, statusCodes } = run.saves;
  if (start.failures > 0) failures.push(`exam day: ${start.failures} of ${start.requests} starts did not answer 200`);
  if (total.failures > 0) {
    failures.push(`exam day: ${total.failures} saves did not answer 200 (${JSON.stringify(statusCodes)})`);
  }
  const wave = run.startWave;
  if (wave.failures > 0) {
    failures.push(
      `exam day start wave: ${wave.failures} requests did not answer 200 (${JSON.stringify(wave.statusCodes)})`,
    );
  }
  return failures;
}

export function judgeGameResults(run: GameResultsRun): GameResultsVerdict {
  if (run.status !== 'measured') return run;
  const sweep = judgeSweep(run.saves.steps, run.pgbench, GAME_RESULTS_GOAL);
  const { scored, counted, resend } = run.check;
  const countsMet =
    scored.found === scored.acknowledged &&
    scored.missing + scored.different + scored.unexpected === 0 &&
    (counted === null || counted.missing + counted.extra === 0) &&
    resend.sameAnswer === resend.plays &&
    resend.rowsAfter === resend.rowsBefore &&
    resend.countedAfter === resend.countedBefore;
  return { status: 'measured', ...sweep, countsMet, met: sweep.rateMet && sweep.p99Met && countsMet };
}

export function judgeLedger(run: LedgerRun): LedgerVerdict {
  if (run.status !== 'measured') return run;
  const sweep = judgeSweep(run.movements.steps, run.pgbench, LEDGER_GOAL);
  const { check } = run;
  const booksMet =
    check.found === check.acknowledged &&
    check.missing + check.different + check.unexpected === 0 &&
    check.allEntries === 0 &&
    check.held + check.spent === check.issued &&
    check.drifted + check.negative === 0;
  return { status: 'measured', ...sweep, booksMet, met: sweep.rateMet && sweep.p99Met && booksMet };
}

export function judgeTrails(run: TrailsRun): TrailsVerdict {
  if (run.status !== 'measured') return run;
  const sweep = judgeSweep(run.saves.steps, run.pgbench, TRAILS_GOAL);
  const { check } = run;
  const savesKept = check.found === check.judged && check.missing + check.different + check.unexpected === 0;
  const showStatements = run.statements
    .filter((request) => request.request.startsWith('GET show'))
    .map((request) => request.statements.length);
  const showStatementsMet = showStatements.length > 1 && showStatements.every((count) => count === showStatements[0]);
  const showP99Met = run.show.failures === 0 && run.show.p99Ms < TRAILS_GOAL.showP99BelowMs;
  return {
    status: 'measured',
    ...sweep,
    savesKept,
    showP99BelowMs: TRAILS_GOAL.showP99BelowMs,
    showP99Met,
    showStatements,
    showStatementsMet,
    met: sweep.rateMet && sweep.p99Met && savesKept && showP99Met && showStatementsMet,
  };
}

/** What makes the trails' figures untrustworthy: it could not run, or requests failed. */
export function listTrailsFailures(run: TrailsRun): string[] {
  if (run.status === 'failed') return [`trails: ${run.reason}`];
  if (run.status === 'skipped') return [];
  const failures: string[] = [];
  if (run.saves.total.failures > 0) {
    failures.push(
      `trails: ${run.saves.total.failures} saves did not answer 200 (${JSON.stringify(run.saves.statusCodes)})`,
    );
  }
  if (run.show.failures > 0) {
    failures.push(`trails: ${run.show.failures} shows did not answer 200 (${JSON.stringify(run.show.statusCodes)})`);
  }
  return failures;
}

/** What makes the ledger's figures untrustworthy: it could not run, or requests failed. */
export function listLedgerFailures(run: LedgerRun): string[] {
  if (run.status === 'failed') return [`ledger: ${run.reason}`];
  if (run.status === 'skipped') return [];
  const { total, statusCodes, firstTransfers } = run.movements;
  const failures: string[] = [];
  if (firstTransfers.failures > 0) {
    failures.push(
      `ledger: ${firstTransfers.failures} of ${firstTransfers.requests} first transfers did not answer 200`,
    );
  }
  if (total.failures > 0) {
    failures.push(`ledger: ${total.failures} movements did not answer 200 (${JSON.stringify(statusCodes)})`);
  }
  return failures;
}

/** The fastest step with its p99 under the goal and every write answered, against pgbench's tps. */
function judgeSweep(
  steps: readonly SweepStep[],
  pgbench: PgbenchMeasurement,
  goal: { ofPgbench: number; p99BelowMs: number },
): SweepVerdict {
  const step = capacityStep(steps, goal.p99BelowMs);
  const savedPerSecond = step?.savedPerSecond ?? 0;
  const p99Ms = step?.p99Ms ?? 0;
  const pgbenchTps = pgbench.status === 'measured' ? pgbench.transactionsPerSecond : null;
  const ratio = pgbenchTps ? savedPerSecond / pgbenchTps : null;
  return {
    step,
    savedPerSecond,
    p99Ms,
    pgbenchTps,
    ratio,
    atLeast: goal.ofPgbench,
    p99BelowMs: goal.p99BelowMs,
    rateMet: ratio !== null && ratio >= goal.ofPgbench,
    p99Met: step !== null && p99Ms < goal.p99BelowMs,
  };
}

/** What makes the game results' figures untrustworthy: it could not run, or requests failed. */
export function listGameResultsFailures(run: GameResultsRun): string[] {
  if (run.status === 'failed') return [`game results: ${run.reason}`];
  if (run.status === 'skipped') return [];
  const failures: string[] = [];
  const { plays, total, statusCodes } = run.saves;
  if (plays.failures > 0)
    failures.push(`game results: ${plays.failures} of ${plays.requests} plays did not answer 200`);
  if (total.failures > 0) {
    failures.push(`game results: ${total.failures} saves did not answer 200 (${JSON.stringify(statusCodes)})`);
  }
  return failures;
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
  const exports = results.servers.flatMap(({ database, export: exported }) => {
    if (exported.status !== 200) return [`export (${database}): GET ${exported.path} answered ${exported.status}`];
    if (exported.rows !== exported.expectedRows) {
      return [`export (${database}): the spreadsheet holds ${exported.rows} rows, not ${exported.expectedRows}`];
    }
    return [];
  });
  return [...results.startFailures, ...failedLoads, ...argon2, ...exports, ...listExamDayFailures(results.examDay)];
}

function describeFailures(m: Measurement): string {
  const statuses = Object.entries(m.statusCodes)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, count]) => `${count} x ${status}`);
  const detail = statuses.length > 0 ? ` (${statuses.join(', ')})` : '';
  return `${m.non2xx} non-2xx answers${detail}, ${m.errors} connection errors (${m.timeouts} timeouts)`;
}
