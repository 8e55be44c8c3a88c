import { eq } from 'drizzle-orm';
import { trailProgress } from '../../../apps/server/src/modules/trails/trails.tables.ts';
import { openDatabase } from '../../../apps/server/src/platform/db/database.ts';
import type { SaveOutcome } from './save-sweep.ts';
import type { PreparedTrails } from './world.ts';

/** The sweep's saves against trail_progress, read back from PostgreSQL after it. */
export interface ProgressCheck {
  /** Saves answered 200. */
  acknowledged: number;
  /** Steps (student × step) whose last save was acknowledged: each must hold that save. */
  judged: number;
  /** Of those, stored with the last save's annotation and score, and done if any acknowledged save said done. */
  found: number;
  /** Judged steps without a row. */
  missing: number;
  /** Judged steps whose row holds another annotation or score, or lost its done. */
  different: number;
  /** Rows of steps no acknowledged save touched (the probe's aside). */
  unexpected: number;
  /** Steps whose last save failed: either state is right, so they are not judged. */
  uncertain: number;
}

export async function checkProgress(
  databaseUrl: string,
  world: PreparedTrails,
  outcomes: readonly SaveOutcome[],
): Promise<ProgressCheck> {
  const key = (student: number, item: number) => `${world.students[student]?.id}:${world.itemIds[item]}`;
  const steps = new Map<string, { last: SaveOutcome; anyDone: boolean; doneUnsure: boolean; mayBeStored: boolean }>();
  for (const outcome of outcomes) {
    const step = steps.get(key(outcome.student, outcome.item));
    const ok = outcome.status === 200;
    steps.set(key(outcome.student, outcome.item), {
      last: outcome,
      anyDone: (step?.anyDone ?? false) || (ok && outcome.done),
      doneUnsure: (step?.doneUnsure ?? false) || (!ok && outcome.done),
      // A save without an answer may have been stored; one refused with an answer was not.
      mayBeStored: (step?.mayBeStored ?? false) || ok || outcome.status === 0,
    });
  }
  const database = await openDatabase({ url: databaseUrl });
  try {
    const rows = await database.db
      .select({
        student: trailProgress.student_id,
        item: trailProgress.item_id,
        done: trailProgress.done,
        score: trailProgress.score,
        annotation: trailProgress.annotation,
      })
      .from(trailProgress)
      .where(eq(trailProgress.activity_id, world.activityId));
    const stored = new Map(rows.map((row) => [`${row.student}:${row.item}`, row]));
    const walkers = new Set(world.students.map((student) => student.id));
    let judged = 0;
    let found = 0;
    let missing = 0;
    let different = 0;
    let uncertain = 0;
    for (const [stepKey, step] of steps) {
      if (step.last.status !== 200) {
        uncertain += 1;
        continue;
      }
      judged += 1;
      const row = stored.get(stepKey);
      if (!row) {
        missing += 1;
        continue;
      }
      const doneRight = step.doneUnsure ? row.done || !step.anyDone : row.done === step.anyDone;
      if (row.annotation === step.last.annotation && Number(row.score) === step.last.score && doneRight) found += 1;
      else different += 1;
    }
    const unexpected = rows.filter((row) => {
      if (!walkers.has(row.student)) return false;
      const step = steps.get(`${row.student}:${row.item}`);
      return !step?.mayBeStored;
    }).length;
    return {
      acknowledged: outcomes.filter((outcome) => outcome.status === 200).length,
      judged,
      found,
      missing,
      different,
      unexpected,
      uncertain,
    };
  } finally {
    await database.close();
  }
}
