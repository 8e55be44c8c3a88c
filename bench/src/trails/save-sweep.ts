import type { TrailProgressSave } from '@ava/contracts';
import { type Answer, send } from '../http-client.ts';
import { runRateSweep, type StepPlan, type SweepRun } from '../rate-sweep.ts';
import type { PreparedTrails } from './world.ts';

export const SAVE_PATH = '/api/trails/save_progress';

/** One save sent: what it asked for and whether it was acknowledged (0: no answer). */
export interface SaveOutcome {
  student: number;
  item: number;
  done: boolean;
  score: number;
  /** Unique per save: the check finds the last acknowledged save of a step by it. */
  annotation: string;
  status: number;
}

/**
 * A student's save number `n` (from 0): the steps in order, again and again, each save with its own
 * annotation and score; a step is saved done on some passes and not done on others (a save without
 * done after one with done must leave it done).
 */
export function saveOf(world: PreparedTrails, student: number, n: number): Omit<SaveOutcome, 'status'> {
  const steps = world.itemIds.length;
  const item = (n + student) % steps;
  const pass = Math.floor(n / steps);
  return { student, item, done: (pass + item) % 3 === 1, score: n % 11, annotation: `${student}:${n}` };
}

/**
 * The open-loop rate sweep (runRateSweep): each save goes to a random student not waiting for an
 * answer, who saves their next step (PATCH /api/trails/save_progress with their own token).
 */
export async function runSaveSweep(
  baseUrl: string,
  world: PreparedTrails,
  plan: readonly StepPlan[],
): Promise<{ run: SweepRun; outcomes: SaveOutcome[] }> {
  const outcomes: SaveOutcome[] = [];
  const sent = world.students.map(() => 0);
  const run = await runRateSweep(world.students.length, plan, async (student): Promise<Answer> => {
    const save = saveOf(world, student, sent[student] ?? 0);
    sent[student] = (sent[student] ?? 0) + 1;
    const body: TrailProgressSave = {
      activity_id: world.activityId,
      item_id: world.itemIds[save.item] ?? '',
      done: save.done,
      score: save.score,
      annotation: save.annotation,
    };
    const answer = await send(baseUrl, 'PATCH', SAVE_PATH, world.students[student]?.token ?? '', body);
    outcomes.push({ ...save, status: answer.status });
    return answer;
  });
  return { run, outcomes };
}
