import { setTimeout as sleep } from 'node:timers/promises';
import { type Answer, latencies, send, statusCounts } from './http-client.ts';
import type { PreparedExamDay } from './world.ts';

/** A step's offered rate of saves, and for how long it is offered. */
export interface SweepPlan {
  /** Seconds over which the students start (GET /exam/time_left), before the first save. */
  startSeconds: number;
  steps: { offeredPerSecond: number; seconds: number }[];
}

export interface SweepStep {
  offeredPerSecond: number;
  seconds: number;
  /** Saves acknowledged (200) during the step, whenever they were sent. */
  saved: number;
  savedPerSecond: number;
  /** Latency of the saves sent during the step. */
  p50Ms: number;
  p99Ms: number;
  /** Saves sent during the step answered with anything but 200, or not at all. */
  failures: number;
  /** Saves due when every student was still waiting for their previous one: the step was not offered in full. */
  unserved: number;
  /** The latest a save was sent after it was due: the load generator's own lag. */
  maxSendLagMs: number;
}

export interface SaveRun {
  students: number;
  start: { requests: number; failures: number; p50Ms: number; p99Ms: number };
  steps: SweepStep[];
  total: { saves: number; seconds: number; savedPerSecond: number; p50Ms: number; p99Ms: number; failures: number };
  statusCodes: Record<string, number>;
}

/** Per student, what the server acknowledged: question id -> alternative id of the last acknowledged save. */
export interface SaveLedger {
  acknowledged: Map<string, string>[];
  /** Per student, questions whose last save failed: the server may or may not have kept it. */
  uncertain: Set<string>[];
}

/**
 * Scenario 1. Every student starts the exam, then saves arrive at a fixed rate per step (open
 * loop), each given to a student picked at random among those not waiting for an answer, who saves
 * their next answer: the questions in order, then going back to change a choice. A student thus
 * thinks for a random time, on average students / rate seconds (a few seconds at the first step,
 * a fraction of a second at the last); the step shows whether the server keeps up with that rate.
 */
export async function runSaveSweep(
  baseUrl: string,
  world: PreparedExamDay,
  plan: SweepPlan,
): Promise<{ run: SaveRun; ledger: SaveLedger }> {
  const { activityId, students } = world.saving;
  const ledger: SaveLedger = {
    acknowledged: students.map(() => new Map()),
    uncertain: students.map(() => new Set()),
  };
  const start = await startAll(baseUrl, activityId, students, plan.startSeconds);

  const saved = students.map(() => 0);
  const idle = students.map((_, index) => index);
  const inFlight = new Set<Promise<void>>();
  let acknowledgedInStep = 0;

  /** The student's next save, its answer kept with the step it was sent in. */
  const saveNext = async (student: number, stepAnswers: Answer[]) => {
    const count = saved[student] ?? 0;
    saved[student] = count + 1;
    const question = world.questions[count % world.questions.length];
    const token = students[student]?.token;
    if (!question || !token) throw new Error('the exam day world is incomplete');
    // First pass: one choice per question; each later pass changes it.
    const pass = Math.floor(count / world.questions.length);
    const alternativeId = question.alternatives[(student + count + pass) % question.alternatives.length] ?? '';
    const answer = await send(baseUrl, 'PATCH', '/api/exam/save_result', token, {
      activity: activityId,
      question_id: question.id,
      alternative_id: alternativeId,
      seq: count + 1,
    });
    stepAnswers.push(answer);
    if (answer.status === 200) {
      acknowledgedInStep += 1;
      ledger.acknowledged[student]?.set(question.id, alternativeId);
      ledger.uncertain[student]?.delete(question.id);
    } else {
      ledger.uncertain[student]?.add(question.id);
    }
  };

  const sent: (Omit<SweepStep, 'savedPerSecond' | 'p50Ms' | 'p99Ms' | 'failures'> & { answers: Answer[] })[] = [];
  const sweepStarted = performance.now();
  for (const step of plan.steps) {
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
        const student = takeRandom(idle);
        if (student === undefined) {
          unserved += 1;
          continue;
        }
        const save = saveNext(student, answers).then(() => {
          idle.push(student);
          inFlight.delete(save);
        });
        inFlight.add(save);
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
  const steps = sent.map(
    ({ answers, ...step }): SweepStep => ({
      ...step,
      savedPerSecond: step.saved / step.seconds,
      ...pick(latencies(answers)),
      failures: answers.filter((answer) => answer.status !== 200).length,
    }),
  );
  return {
    run: {
      students: students.length,
      start,
      steps,
      total: {
        saves: acknowledged,
        seconds,
        savedPerSecond: acknowledged / seconds,
        ...pick(latencies(all)),
        failures: all.length - acknowledged,
      },
      statusCodes: statusCounts(all),
    },
    ledger,
  };
}

/** Every student asks for their time left (which starts the attempt), at random moments over `seconds`. */
async function startAll(
  baseUrl: string,
  activityId: string,
  students: PreparedExamDay['saving']['students'],
  seconds: number,
): Promise<SaveRun['start']> {
  const answers = await Promise.all(
    students.map(async ({ token }) => {
      await sleep(Math.random() * seconds * 1000);
      return send(baseUrl, 'GET', `/api/exam/time_left?activity=${activityId}`, token);
    }),
  );
  return {
    requests: answers.length,
    failures: answers.filter((answer) => answer.status !== 200).length,
    ...pick(latencies(answers)),
  };
}

function pick({ p50Ms, p99Ms }: { p50Ms: number; p99Ms: number }) {
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
