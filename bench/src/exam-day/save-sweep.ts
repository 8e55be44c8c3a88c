import { setTimeout as sleep } from 'node:timers/promises';
import { type Answer, send } from '../http-client.ts';
import { percentiles, runRateSweep, type StepPlan, type SweepRun } from '../rate-sweep.ts';
import type { PreparedExamDay } from './world.ts';

/** The students' start, then the sweep's steps. */
export interface SweepPlan {
  /** Seconds over which the students start (GET /exam/time_left), before the first save. */
  startSeconds: number;
  steps: StepPlan[];
}

export interface SaveRun extends SweepRun {
  students: number;
  start: { requests: number; failures: number; p50Ms: number; p99Ms: number };
}

/** Per student, what the server acknowledged: question id -> alternative id of the last acknowledged save. */
export interface SaveLedger {
  acknowledged: Map<string, string>[];
  /** Per student, questions whose last save failed: the server may or may not have kept it. */
  uncertain: Set<string>[];
}

/**
 * Scenario 1. Every student starts the exam, then saves arrive as a rate sweep (runRateSweep):
 * each save goes to a random student not waiting for an answer, who saves their next answer: the
 * questions in order, then going back to change a choice.
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
  /** The student's next save. */
  const saveNext = async (student: number): Promise<Answer> => {
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
    if (answer.status === 200) {
      ledger.acknowledged[student]?.set(question.id, alternativeId);
      ledger.uncertain[student]?.delete(question.id);
    } else {
      ledger.uncertain[student]?.add(question.id);
    }
    return answer;
  };

  const sweep = await runRateSweep(students.length, plan.steps, saveNext);
  return { run: { students: students.length, start, ...sweep }, ledger };
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
    ...percentiles(answers),
  };
}
