import { describeCpuUse } from './cpu-use.ts';
import type { ExamDayRun } from './exam-day/exam-day.ts';
import { EXAM_DAY } from './exam-day/world.ts';
import type { GameResultsRun } from './game-results/game-results.ts';
import { GAME_RESULTS } from './game-results/world.ts';
import type {
  ExamDayVerdict,
  ExportVerdict,
  GameResultsVerdict,
  LedgerVerdict,
  QueryVerdict,
  Row,
  TrailsVerdict,
  Verdicts,
} from './goals.ts';
import type { LedgerRun } from './ledger/ledger.ts';
import { LEDGER } from './ledger/world.ts';
import type { PgbenchMeasurement } from './pgbench.ts';
import type { ServiceOutput } from './processes.ts';
import type { SweepStep } from './rate-sweep.ts';
import type { BenchResults } from './results.ts';
import type { ServerRun } from './server-run.ts';
import type { TrailsRun } from './trails/trails.ts';

/** Distinct log messages shown per server; the JSON results keep the lines in full. */
const SHOWN_LOG_LINES = 10;
const SHOWN_LOG_LINE_LENGTH = 400;
const LOG_LEVELS: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };
/** Above this share of busy cores before the run, other processes were skewing the figures. */
const BUSY_WARNING_THRESHOLD = 0.1;
/** Above this change of the baseline between the start and the end, the machine's speed changed during the run. */
const DRIFT_WARNING_THRESHOLD = 0.15;

/** The human-readable report: settings, the table, the bundle line, then anything the servers logged. */
export function formatReport(results: BenchResults, verdicts: Verdicts): string {
  const { machine, settings } = results;
  return [
    `Machine: ${machine.cpus} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, libuv thread pool ` +
      `${machine.libuvThreadPool}; CPU ${percent(machine.cpuBusyBeforeRun)} busy just before the run.`,
    `Load: autocannon, pipelining 1; ${settings.server.read.connections} connections ` +
      `(login ${settings.server.login.connections}, forum writers ${settings.server.write.connections}), ` +
      `${settings.server.read.durationSeconds} s measured after a ${settings.server.read.warmupSeconds} s warm-up.`,
    ...(settings.quick
      ? ['QUICK PROFILE (BENCH_QUICK=1): 1 s runs and a small export, to check that the bench works; not figures.']
      : []),
    ...steadinessWarnings(results),
    '',
    formatTable(verdicts.rows),
    '',
    formatQueryCounts(verdicts.queries),
    '',
    formatExports(results, verdicts.exports),
    '',
    formatExamDay(results.examDay, verdicts.examDay),
    '',
    formatBundle(verdicts.bundle),
    ...results.servers.flatMap(formatServerNotes),
  ].join('\n');
}

function steadinessWarnings({ machine, baseline, baselineAfter }: BenchResults): string[] {
  const warnings: string[] = [];
  if (machine.cpuBusyBeforeRun > BUSY_WARNING_THRESHOLD) {
    warnings.push('WARNING: other processes were using the CPU before the run; the figures are depressed.');
  }
  const drift = baselineAfter.requestsPerSecond / baseline.requestsPerSecond - 1;
  if (Math.abs(drift) > DRIFT_WARNING_THRESHOLD) {
    warnings.push(
      `WARNING: the baseline moved ${drift > 0 ? '+' : ''}${percent(drift)} between the start and the end: ` +
        'the machine was not steady (other processes?), so the ratios are unreliable.',
    );
  }
  return warnings;
}

/** A banner nobody can miss: the figures of a run with failures are not to be trusted. */
export function formatFailures(failures: string[]): string {
  const bar = '!'.repeat(72);
  return [
    bar,
    '!!! THIS RUN HAD ERRORS; its figures are not trustworthy:',
    ...failures.map((f) => `!!! - ${f}`),
    bar,
  ].join('\n');
}

function formatTable(rows: Row[]): string {
  const header = [
    'scenario',
    'database',
    'req/s',
    '+/-',
    'p99 ms',
    'x baseline',
    'failed',
    'goal',
    'measured',
    'result',
  ];
  const cells = rows.map((row) => [
    row.scenario,
    row.database ?? '-',
    formatRate(row.requestsPerSecond),
    row.spread === null ? '-' : percent(row.spread),
    row.latencyP99Ms.toFixed(1),
    row.baselineRatio === null ? '-' : formatRatio(row.baselineRatio),
    String(row.failures),
    row.goal ? formatGoal(row.goal) : 'reference',
    row.goal ? formatRatio(row.goal.ratio) : '-',
    row.goal ? formatResult(row.goal) : '',
  ]);
  return alignColumns(header, cells, new Set([2, 3, 4, 5, 6, 8]));
}

function formatGoal(goal: NonNullable<Row['goal']>): string {
  const rate = `>= ${goal.atLeast.toFixed(2)} x ${goal.of}`;
  return goal.p99BelowMs === null ? rate : `${rate}, p99 < ${goal.p99BelowMs} ms`;
}

function formatResult(goal: NonNullable<Row['goal']>): string {
  if (goal.met) return 'PASS';
  if (goal.p99BelowMs === null) return 'MISS';
  const missed = [goal.rateMet ? '' : 'rate', goal.p99Met ? '' : 'p99'].filter(Boolean);
  return `MISS (${missed.join(', ')})`;
}

function formatQueryCounts(queries: QueryVerdict[]): string {
  const activityCounts = [...new Set(queries.flatMap((q) => q.byActivities.map((count) => count.activities)))].sort(
    (a, b) => a - b,
  );
  const header = [
    'database',
    'call',
    ...activityCounts.map((n) => `${n} ${n === 1 ? 'activity' : 'activities'}`),
    'result',
  ];
  const cells = queries.map((q) => [
    q.database,
    q.call,
    ...activityCounts.map((n) => {
      const count = q.byActivities.find((candidate) => candidate.activities === n);
      return count ? `${count.queries}, then ${count.repeated}` : '-';
    }),
    q.met ? 'PASS' : 'MISS',
  ]);
  return [
    'SQL statements per request of the first screen (in-process, buildApp + inject on the seeded database, every',
    "Drizzle statement counted by openDatabase's onQuery, session already cached): the first request after a change",
    "to the student's rows, then the next one while nothing changes; goal: the same whatever the number of activities:",
    alignColumns(header, cells, new Set(activityCounts.map((_, index) => index + 2))),
  ].join('\n');
}

function formatExports({ exceljs }: BenchResults, exports: ExportVerdict[]): string {
  const header = [
    'database',
    'rows',
    'seconds',
    'rows/s',
    'x ExcelJS',
    'size',
    'RSS before',
    'RSS peak',
    'growth',
    'result',
  ];
  const cells = exports.map((e) => {
    const missed = [e.rateMet ? '' : 'rate', e.memoryMet ? '' : 'memory'].filter(Boolean);
    return [
      e.database,
      e.rows.toLocaleString('en-US'),
      e.seconds.toFixed(1),
      formatRate(e.rowsPerSecond),
      formatRatio(e.ratio),
      megabytes(e.bytes),
      megabytes(e.memoryBeforeBytes),
      megabytes(e.memoryPeakBytes),
      megabytes(e.memoryGrowthBytes),
      e.met ? 'PASS' : `MISS (${missed.join(', ')})`,
    ];
  });
  const goal = exports[0];
  const goalText = goal
    ? `Goal: >= ${goal.atLeast.toFixed(2)} x ExcelJS's rows/s, growth < ${megabytes(goal.memoryGoalBytes)}.`
    : '';
  return [
    `Spreadsheet export: GET /api/activity/export of a classroom of ${exceljs.rows.toLocaleString('en-US')} activities, ` +
      'downloaded whole.',
    `Reference, ExcelJS's streaming writer alone: ${formatRate(exceljs.rowsPerSecond)} rows/s ` +
      `(${exceljs.seconds.toFixed(1)} s, ${megabytes(exceljs.bytes)}). RSS: the server's resident memory just before`,
    `the request and at its peak during it. ${goalText}`,
    alignColumns(header, cells, new Set([1, 2, 3, 4, 5, 6, 7, 8])),
  ].join('\n');
}

/** Exam day on PostgreSQL: pgbench's baseline, the save sweep step by step, the answers' check, the start wave. */
export function formatExamDay(run: ExamDayRun, verdict: ExamDayVerdict): string {
  if (run.status !== 'measured' || verdict.status !== 'measured') {
    return `Exam day: ${run.status === 'measured' ? 'not judged' : `${run.status}, ${run.reason}`}`;
  }
  const { pgbench, saves, answers, startWave, settings } = run;
  const goal = verdict.saves;
  const baseline = formatPgbench(pgbench);
  const missed = [goal.rateMet ? '' : 'rate', goal.p99Met ? '' : 'p99', goal.answersMet ? '' : 'answers'].filter(
    Boolean,
  );
  const wave = verdict.startWave;
  const waveMissed = [wave.errorsMet ? '' : '5xx', wave.p99Met ? '' : 'p99', wave.memoryMet ? '' : 'memory'].filter(
    Boolean,
  );
  return [
    `Exam day (PostgreSQL): ${saves.students} students, an exam of ${EXAM_DAY.questions} questions (seeded in ` +
      `${run.seedSeconds.toFixed(1)} s); ${baseline}.`,
    `Scenario 1: every student starts (GET /api/exam/time_left over ${settings.startSeconds} s: p50 ` +
      `${saves.start.p50Ms.toFixed(1)} ms, p99 ${saves.start.p99Ms.toFixed(1)} ms), then saves (PATCH /api/exam/save_result)`,
    `arrive at a fixed rate per ${settings.stepSeconds.toFixed(1)} s step, each for a random student not waiting for an answer:`,
    formatSweepSteps(saves.steps, goal.pgbenchTps),
    `Whole window: ${saves.total.saves.toLocaleString('en-US')} saves in ${saves.total.seconds.toFixed(1)} s, ` +
      `${formatRate(saves.total.savedPerSecond)}/s, p50 ${saves.total.p50Ms.toFixed(1)} ms, p99 ${saves.total.p99Ms.toFixed(1)} ms.`,
    `Answers in the database: ${answers.found} of ${answers.acknowledged} acknowledged found once with the acknowledged ` +
      `alternative; missing ${answers.missing}, other alternative ${answers.wrongAlternative}, duplicated ` +
      `${answers.duplicated}, unexpected ${answers.unexpected}` +
      (answers.uncertain > 0 ? ` (${answers.uncertain} whose last save failed, not judged).` : '.'),
    `Goal: the fastest step with p99 < ${goal.p99BelowMs} ms and every save answered, >= ${goal.atLeast.toFixed(2)} x pgbench ` +
      `(aim ${goal.aim.toFixed(2)}), no answer lost or duplicated: ${formatRate(goal.savedPerSecond)}/s, ` +
      `${goal.ratio === null ? '-' : formatRatio(goal.ratio)} x pgbench, p99 ${goal.p99Ms.toFixed(1)} ms: ` +
      `${goal.met ? (goal.aimMet ? 'PASS (aim met)' : 'PASS') : `MISS (${missed.join(', ')})`}` +
      (saves.steps.every((step) => step.p99Ms < goal.p99BelowMs && step.failures === 0 && step.unserved === 0)
        ? '; every step kept up, so the capacity is higher still.'
        : '.'),
    `Scenario 2: ${startWave.students.toLocaleString('en-US')} students start within ${startWave.seconds} s ` +
      `(time left, then the questions): start p50 ${startWave.start.p50Ms.toFixed(1)} ms, p99 ` +
      `${startWave.start.p99Ms.toFixed(1)} ms; questions p99 ${startWave.questions.p99Ms.toFixed(1)} ms; ` +
      `${wave.serverErrors} 5xx or failed connections; server RSS ${megabytes(startWave.memory.beforeBytes)} before, ` +
      `${megabytes(wave.peakBytes)} at its peak.`,
    `Goal: no 5xx, start p99 < ${wave.p99BelowMs / 1000} s, RSS < ${megabytes(wave.memoryBelowBytes)}: ` +
      `${wave.met ? 'PASS' : `MISS (${waveMissed.join(', ')})`}`,
    ...formatLogNotes('server (postgres, exam day)', run.exitCode, run.log),
  ].join('\n');
}

/** Result saves of challenges on PostgreSQL: pgbench's baseline, the sweep step by step, the counts' check. */
export function formatGameResults(run: GameResultsRun, verdict: GameResultsVerdict): string {
  if (run.status !== 'measured' || verdict.status !== 'measured') {
    return `Game results: ${run.status === 'measured' ? 'not judged' : `${run.status}, ${run.reason}`}`;
  }
  const { pgbench, saves, check, settings } = run;
  const pair = settings.mode === 'pair';
  const save = pair
    ? 'calculate_score (rule K, the tarefa as scoring id) then create/game/result'
    : 'calculate_score alone (rule L, BENCH_GAME_SAVE=score)';
  const { scored, counted, resend } = check;
  const missed = [verdict.rateMet ? '' : 'rate', verdict.p99Met ? '' : 'p99', verdict.countsMet ? '' : 'counts'].filter(
    Boolean,
  );
  return [
    `Game results (PostgreSQL): ${saves.students} students, ${run.tarefas} tarefas of ` +
      `${GAME_RESULTS.gamesPerTarefa} challenges (seeded in ${run.seedSeconds.toFixed(1)} s); ${formatPgbench(pgbench)}.`,
    `Each save: the student opens the challenge (POST /api/games/games/play: p50 ${saves.plays.p50Ms.toFixed(1)} ms, ` +
      `p99 ${saves.plays.p99Ms.toFixed(1)} ms, not in the save's latency), then ${save};`,
    `saves arrive at a fixed rate per ${settings.stepSeconds.toFixed(1)} s step, each for a random student not waiting for an answer:`,
    formatSweepSteps(saves.steps, verdict.pgbenchTps),
    `Whole window: ${saves.total.saves.toLocaleString('en-US')} saves in ${saves.total.seconds.toFixed(1)} s, ` +
      `${formatRate(saves.total.savedPerSecond)}/s, p50 ${saves.total.p50Ms.toFixed(1)} ms, p99 ${saves.total.p99Ms.toFixed(1)} ms.`,
    `${describeCpuUse(run.cpu).replace('per request', 'per save (its play included)')}.`,
    `game_results: ${scored.found} of ${scored.acknowledged} scored plays found once with their rule, scoring id and ` +
      `score; missing ${scored.missing}, different ${scored.different}, unexpected ${scored.unexpected}` +
      (scored.uncertain > 0 ? ` (${scored.uncertain} whose calculate_score failed, not judged).` : '.'),
    ...(counted
      ? [
          `Tarefas (GET /api/homeworks/summary, games_played): ${counted.counted} counted for ${counted.acknowledged} ` +
            `acknowledged create/game/result; missing ${counted.missing}, extra ${counted.extra}` +
            (counted.uncertain > 0 ? ` (${counted.uncertain} failed, not judged).` : '.'),
        ]
      : []),
    `Resent ${resend.plays} saved plays with every answer right: ${resend.sameAnswer} answered 200 with the first ` +
      `score; game_results rows ${resend.rowsBefore} -> ${resend.rowsAfter}` +
      (resend.countedBefore === null ? '.' : `, counted ${resend.countedBefore} -> ${resend.countedAfter}.`),
    `Goal: the fastest step with p99 < ${verdict.p99BelowMs} ms and every save answered, >= ` +
      `${verdict.atLeast.toFixed(2)} x pgbench, none lost or counted twice: ${formatRate(verdict.savedPerSecond)}/s, ` +
      `${verdict.ratio === null ? '-' : formatRatio(verdict.ratio)} x pgbench, p99 ${verdict.p99Ms.toFixed(1)} ms: ` +
      `${verdict.met ? 'PASS' : `MISS (${missed.join(', ')})`}` +
      (pair ? '' : ' (score mode: not the figure, which is the pair)'),
    ...formatLogNotes('server (postgres, game results)', run.exitCode, run.log),
  ].join('\n');
}

/** Ledger movements on PostgreSQL: the load, pgbench's tpcb-like, the sweep step by step, the books' check. */
export function formatLedger(run: LedgerRun, verdict: LedgerVerdict): string {
  if (run.status !== 'measured' || verdict.status !== 'measured') {
    return `Ledger: ${run.status === 'measured' ? 'not judged' : `${run.status}, ${run.reason}`}`;
  }
  const { pgbench, movements, check, settings } = run;
  const load = (averages: number[]) => averages.map((average) => average.toFixed(2)).join(' ');
  const shares = Object.entries(movements.shares)
    .map(([name, share]) => `${name} ${Math.round(share * 100)}%`)
    .join(', ');
  const missed = [verdict.rateMet ? '' : 'rate', verdict.p99Met ? '' : 'p99', verdict.booksMet ? '' : 'books'].filter(
    Boolean,
  );
  return [
    `Ledger (PostgreSQL): ${movements.students} students in classrooms of ${LEDGER.classroomSize}, each granted ` +
      `${run.openingPokz.toLocaleString('en-US')} pokz (seeded in ${run.seedSeconds.toFixed(1)} s); load average ${load(run.loadBefore)} ` +
      `before, ${load(run.loadAfter)} after; ${formatPgbench(pgbench)}.`,
    `First, each student's first transfer (its transfer password checked with argon2), ` +
      `${movements.firstTransfers.requests} of them ${movements.firstTransfers.inFlight} at a time, not in the figures below: ` +
      `${movements.firstTransfers.seconds.toFixed(1)} s, p50 ${movements.firstTransfers.p50Ms.toFixed(1)} ms, ` +
      `p99 ${movements.firstTransfers.p99Ms.toFixed(1)} ms, ${movements.firstTransfers.failures} failed.`,
    `Movements (${shares}): a transfer of ${LEDGER.transferAmount} pokz to a random classmate with the transfer ` +
      `password, or a purchase of one of the store's ${run.products} products owned once at its price, each with a ` +
      `new Idempotency-Key, at a fixed rate per ${settings.stepSeconds.toFixed(1)} s step, each by a random student ` +
      'not waiting for an answer:',
    formatSweepSteps(movements.steps, verdict.pgbenchTps),
    `Whole window: ${movements.total.saves.toLocaleString('en-US')} movements in ${movements.total.seconds.toFixed(1)} s, ` +
      `${formatRate(movements.total.savedPerSecond)}/s, p50 ${movements.total.p50Ms.toFixed(1)} ms, ` +
      `p99 ${movements.total.p99Ms.toFixed(1)} ms.`,
    `${describeCpuUse(run.cpu).replace('per request', 'per movement')}.`,
    `Postings: ${check.found} of ${check.acknowledged} acknowledged movements found once as answered; missing ` +
      `${check.missing}, different ${check.different}, unexpected ${check.unexpected}` +
      (check.uncertain > 0 ? ` (${check.uncertain} unanswered, not judged).` : '.'),
    `Books: entries sum to ${check.allEntries}, users hold ${check.held.toLocaleString('en-US')} and spent ` +
      `${check.spent.toLocaleString('en-US')} in the store of ${check.issued.toLocaleString('en-US')} issued, ${check.drifted} balances drifted, ${check.negative} negative.`,
    `Goal: the fastest step with p99 < ${verdict.p99BelowMs} ms and every movement answered, >= ` +
      `${verdict.atLeast.toFixed(2)} x pgbench tpcb-like, none lost or posted twice: ` +
      `${formatRate(verdict.savedPerSecond)}/s, ${verdict.ratio === null ? '-' : formatRatio(verdict.ratio)} x pgbench, ` +
      `p99 ${verdict.p99Ms.toFixed(1)} ms: ${verdict.met ? 'PASS' : `MISS (${missed.join(', ')})`}`,
    ...formatLogNotes('server (postgres, ledger)', run.exitCode, run.log),
  ].join('\n');
}

/** Learning trails on PostgreSQL: statements per request, the save sweep, the saves read back, the show's load. */
export function formatTrails(run: TrailsRun, verdict: TrailsVerdict): string {
  if (run.status !== 'measured' || verdict.status !== 'measured') {
    return `Trails: ${run.status === 'measured' ? 'not judged' : `${run.status}, ${run.reason}`}`;
  }
  const { pgbench, saves, check, show, settings } = run;
  const load = (averages: number[]) => averages.map((average) => average.toFixed(2)).join(' ');
  const missed = [
    verdict.rateMet ? '' : 'rate',
    verdict.p99Met ? '' : 'p99',
    verdict.savesKept ? '' : 'saves kept',
    verdict.showP99Met ? '' : 'show p99',
    verdict.showStatementsMet ? '' : 'show statements',
  ].filter(Boolean);
  const oneLine = (statement: string) => statement.replace(/\s+/g, ' ').trim();
  const statements = run.statements.flatMap((request) => [
    `  ${request.request}: ${request.statements.length} statements` +
      (request.transactions > 0 ? ` in ${request.transactions} transaction(s) (+ BEGIN and COMMIT each)` : ''),
    ...request.statements.map((statement, index) => `    ${index + 1}. ${oneLine(statement).slice(0, 300)}`),
  ]);
  return [
    `Trails (PostgreSQL): ${settings.students} students of a classroom, one 'Trilha' activity of ${run.steps} steps ` +
      `(seeded in ${run.seedSeconds.toFixed(1)} s); load average ${load(run.loadBefore)} before, ${load(run.loadAfter)} ` +
      `after; ${formatPgbench(pgbench)}.`,
    'SQL statements per request (a probe student, in-process, session cached):',
    ...statements,
    `Saves (PATCH /api/trails/save_progress, each student's own token, the steps in turn, done on some passes and ` +
      `not on others, a new annotation and score each) at a fixed rate per ${settings.stepSeconds.toFixed(1)} s step, ` +
      'each by a random student not waiting for an answer:',
    formatSweepSteps(saves.steps, verdict.pgbenchTps),
    `Whole window: ${saves.total.saves.toLocaleString('en-US')} saves in ${saves.total.seconds.toFixed(1)} s, ` +
      `${formatRate(saves.total.savedPerSecond)}/s, p50 ${saves.total.p50Ms.toFixed(1)} ms, p99 ${saves.total.p99Ms.toFixed(1)} ms.`,
    `${describeCpuUse(run.saveCpu).replace('per request', 'per save')}.`,
    `trail_progress: ${check.found} of ${check.judged} steps saved hold their last acknowledged save (annotation, score, ` +
      `done once done) of ${check.acknowledged.toLocaleString('en-US')} acknowledged saves; missing ${check.missing}, ` +
      `different ${check.different}, unexpected ${check.unexpected}` +
      (check.uncertain > 0 ? ` (${check.uncertain} whose last save failed, not judged).` : '.'),
    `Show (GET /api/trails/activity/students/show, ${run.steps} steps), ${show.connections} students at once, ` +
      `${show.seconds.toFixed(1)} s: ${formatRate(show.perSecond)}/s, p50 ${show.p50Ms.toFixed(1)} ms, ` +
      `p99 ${show.p99Ms.toFixed(1)} ms, ${show.failures} failed; ${describeCpuUse(run.showCpu)}.`,
    `Goal: saves at the fastest step with p99 < ${verdict.p99BelowMs} ms and every save answered, >= ` +
      `${verdict.atLeast.toFixed(2)} x pgbench, none lost: ${formatRate(verdict.savedPerSecond)}/s, ` +
      `${verdict.ratio === null ? '-' : formatRatio(verdict.ratio)} x pgbench, p99 ${verdict.p99Ms.toFixed(1)} ms; ` +
      `show p99 < ${verdict.showP99BelowMs} ms and the same statements whatever the progress ` +
      `(${verdict.showStatements.join(', ')}): ${verdict.met ? 'PASS' : `MISS (${missed.join(', ')})`}`,
    ...formatLogNotes('server (postgres, trails)', run.exitCode, run.log),
  ].join('\n');
}

function formatPgbench(pgbench: PgbenchMeasurement): string {
  return pgbench.status === 'measured'
    ? `pgbench -b ${pgbench.script} on the same PostgreSQL, ${pgbench.clients} clients (the server's pool), ` +
        `${pgbench.durationSeconds.toFixed(0)} s: ${formatRate(pgbench.transactionsPerSecond)} tps`
    : `pgbench: skipped, ${pgbench.reason}`;
}

/** A rate sweep's steps, one line each, saved/s also as a share of pgbench's tps. */
function formatSweepSteps(steps: readonly SweepStep[], pgbenchTps: number | null): string {
  const header = ['offered/s', 'saved/s', 'x pgbench', 'p50 ms', 'p99 ms', 'failed', 'unserved', 'send lag ms'];
  const cells = steps.map((step) => [
    formatRate(step.offeredPerSecond),
    formatRate(step.savedPerSecond),
    pgbenchTps ? formatRatio(step.savedPerSecond / pgbenchTps) : '-',
    step.p50Ms.toFixed(1),
    step.p99Ms.toFixed(1),
    String(step.failures),
    String(step.unserved),
    step.maxSendLagMs.toFixed(0),
  ]);
  return alignColumns(header, cells, new Set(header.map((_, index) => index)));
}

function alignColumns(header: string[], cells: string[][], rightAligned: Set<number>): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]?.length ?? 0)),
  );
  const formatLine = (line: string[]) =>
    line
      .map((cell, column) =>
        rightAligned.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [formatLine(header), formatLine(widths.map((width) => '-'.repeat(width))), ...cells.map(formatLine)].join(
    '\n',
  );
}

function formatRate(perSecond: number): string {
  return perSecond >= 100 ? Math.round(perSecond).toLocaleString('en-US') : perSecond.toFixed(1);
}

function formatRatio(ratio: number): string {
  return ratio >= 0.1 ? ratio.toFixed(2) : ratio.toFixed(4);
}

function formatBundle(bundle: Verdicts['bundle']): string {
  if (bundle.status === 'skipped') return `Web bundle: skipped, ${bundle.reason} (the web app is not built).`;
  const files = bundle.files.map(
    (file) => `  ${file.path}  ${kilobytes(file.bytes)} raw, ${kilobytes(file.gzipBytes)} gzip`,
  );
  return [
    `Web bundle, initial JavaScript of the login route (gzip -9): ${kilobytes(bundle.gzipBytes)} in ${bundle.files.length} files, ` +
      `goal <= ${kilobytes(bundle.goalBytes)}: ${bundle.met ? 'PASS' : 'MISS'}`,
    ...files,
  ].join('\n');
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

function formatServerNotes(server: ServerRun): string[] {
  const notes = formatLogNotes(`server (${server.database})`, server.exitCode, server.log);
  return notes.length > 0 ? ['', ...notes] : [];
}

/** How a server exited, and what it logged at warn level or above, grouped by message. */
function formatLogNotes(name: string, exitCode: number | null, log: ServiceOutput): string[] {
  const notes: string[] = [];
  if (exitCode !== 0) notes.push(`${name} did not exit cleanly after SIGTERM (exit code ${exitCode}).`);
  const { lineCount, lastLines } = log;
  if (lineCount > 0) {
    const counts = countDistinct(lastLines.map(summariseLogLine));
    const kept = lineCount > lastLines.length ? `; the last ${lastLines.length}` : '';
    notes.push(`${name} logged ${lineCount} lines at warn level or above, from start to shutdown${kept}:`);
    for (const [summary, count] of [...counts].slice(0, SHOWN_LOG_LINES)) notes.push(`  ${count} x ${summary}`);
  }
  return notes;
}

/** Pino writes one JSON object a line: keep its level, message and error message. */
function summariseLogLine(line: string): string {
  let entry: { level?: number; msg?: string; err?: { message?: string } };
  try {
    entry = JSON.parse(line);
  } catch {
    return line.slice(0, SHOWN_LOG_LINE_LENGTH);
  }
  const level = LOG_LEVELS[entry.level ?? 0] ?? `level ${entry.level}`;
  // Drizzle puts the query's parameters in its message; without them, the same failure groups into one line.
  const message = entry.err?.message?.replace(/\nparams: .*?(?=: |$)/s, '').replaceAll('\n', ' ');
  const error = message ? `: ${message}` : '';
  return `${level} ${entry.msg ?? ''}${error}`.slice(0, SHOWN_LOG_LINE_LENGTH);
}

function countDistinct(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
