import { setTimeout as sleep } from 'node:timers/promises';
import { type Answer, latencies, statusCounts } from './http-client.ts';
import type { PgbenchMeasurement } from './pgbench.ts';

/** Offered rates of a sweep, as shares of pgbench's transactions per second. */
const PGBENCH_SHARES = [0.25, 0.5, 0.75, 1, 1.25, 1.5];
/** Without pgbench, a sweep offers these rates instead. */
const FALLBACK_RATES = [250, 500, 1_000, 1_500, 2_000, 3_000];
export const SWEEP_STEPS = PGBENCH_SHARES.length;

/** A step's offered rate of writes, and for how long it is offered. */
export interface StepPlan {
  offeredPerSecond: number;
  seconds: number;
}

export interface SweepStep {
  offeredPerSecond: number;
  seconds: number;
  /** Writes acknowledged (200) during the step, whenever they were sent. */
  saved: number;
  savedPerSecond: number;
  /** Latency of the writes sent during the step. */
  p50Ms: number;
  p99Ms: number;
  /** Writes sent during the step answered with anything but 200, or not at all. */
  failures: number;
  /** Writes due when every worker was still waiting for their previous one: the step was not offered in full. */
  unserved: number;
  /** The latest a write was sent after it was due: the load generator's own lag. */
  maxSendLagMs: number;
}

export interface SweepRun {
  steps: SweepStep[];
  total: { saves: number; seconds: number; savedPerSecond: number; p50Ms: number; p99Ms: number; failures: number };
  statusCodes: Record<string, number>;
}

/** The sweep's steps: each share of pgbench's tps (fallback rates without it), `stepSeconds` each. */
export function sweepPlan(pgbench: PgbenchMeasurement, stepSeconds: number): StepPlan[] {
  const rates =
    pgbench.status === 'measured'
      ? PGBENCH_SHARES.map((share) => Math.round(share * pgbench.transactionsPerSecond))
      : FALLBACK_RATES;
  return rates.map((offeredPerSecond) => ({ offeredPerSecond, seconds: stepSeconds }));
}

/**
 * An open loop: writes arrive at a fixed rate per step, whatever the answers do, each given to a
 * worker (a student) picked at random among those not waiting for an answer and with work left
 * (`hasWork`). A worker thus thinks for a random time, on average workers / rate seconds; the step
 * shows whether the server keeps up with that rate. `write` is one worker's next write, its
 * latency what the step reports (a 200 is acknowledged).
 */
export async function runRateSweep(
  workers: number,
  plan: readonly StepPlan[],
  write: (worker: number) => Promise<Answer>,
  hasWork: (worker: number) => boolean = () => true,
): Promise<SweepRun> {
  const idle = Array.from({ length: workers }, (_, index) => index).filter(hasWork);
  const inFlight = new Set<Promise<void>>();
  let acknowledgedInStep = 0;

  const sent: (Omit<SweepStep, 'savedPerSecond' | 'p50Ms' | 'p99Ms' | 'failures'> & { answers: Answer[] })[] = [];
  const sweepStarted = performance.now();
  for (const step of plan) {
    const answers: Answer[] = [];
    acknowledgedInStep = 0;
    let due = 0;
    let unserved = 0;
    let maxSendLagMs = 0;
    const stepStarted = performance.now();
    const stepEnds = stepStarted + step.seconds * 1000;
    for (let now = stepStarted; now < stepEnds; now = performance.now()) {
      for (; due < Math.floor(((now - stepStarted) / 1000) * step.offeredPerSecond); due += 1) {
        maxSendLagMs = Math.max(maxSendLagMs, now - (stepStarted + (due / step.offeredPerSecond) * 1000));
        const worker = takeRandom(idle);
        if (worker === undefined) {
          unserved += 1;
          continue;
        }
        const written = write(worker).then((answer) => {
          answers.push(answer);
          if (answer.status === 200) acknowledgedInStep += 1;
          if (hasWork(worker)) idle.push(worker);
          inFlight.delete(written);
        });
        inFlight.add(written);
      }
      await sleep(1);
    }
    const seconds = (performance.now() - stepStarted) / 1000;
    sent.push({
      offeredPerSecond: step.offeredPerSecond,
      seconds,
      saved: acknowledgedInStep,
      unserved,
      maxSendLagMs,
      answers,
    });
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - sweepStarted) / 1000;
  const all = sent.flatMap((step) => step.answers);
  const acknowledged = all.filter((answer) => answer.status === 200).length;
  return {
    steps: sent.map(
      ({ answers, ...step }): SweepStep => ({
        ...step,
        savedPerSecond: step.saved / step.seconds,
        ...percentiles(answers),
        failures: answers.filter((answer) => answer.status !== 200).length,
      }),
    ),
    total: {
      saves: acknowledged,
      seconds,
      savedPerSecond: acknowledged / seconds,
      ...percentiles(all),
      failures: all.length - acknowledged,
    },
    statusCodes: statusCounts(all),
  };
}

/**
 * The step a sweep's goal is judged on: the fastest with its p99 under the goal, every write
 * offered and answered 200; else the fastest of all (which then misses). Null without steps.
 */
export function capacityStep(steps: readonly SweepStep[], p99BelowMs: number): SweepStep | null {
  const fastest = (candidates: readonly SweepStep[]) =>
    candidates.reduce<SweepStep | null>(
      (best, step) => (best && best.savedPerSecond >= step.savedPerSecond ? best : step),
      null,
    );
  const clean = steps.filter((step) => step.failures === 0 && step.unserved === 0 && step.p99Ms < p99BelowMs);
  return fastest(clean) ?? fastest(steps);
}

/** p50 and p99 of a set of answers. */
export function percentiles(answers: readonly Answer[]): { p50Ms: number; p99Ms: number } {
  const { p50Ms, p99Ms } = latencies(answers);
  return { p50Ms, p99Ms };
}

/** Removes and answers a random element (undefined when empty), in constant time. */
function takeRandom(items: number[]): number | undefined {
  if (items.length === 0) return undefined;
  const index = Math.floor(Math.random() * items.length);
  const last = items.pop() as number;
  if (index === items.length) return last;
  const taken = items[index];
  items[index] = last;
  return taken;
}
