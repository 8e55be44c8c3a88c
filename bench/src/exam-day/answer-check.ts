import postgres from 'postgres';
import type { SaveLedger } from './save-sweep.ts';
import type { PreparedExamDay } from './world.ts';

export interface AnswerCheck {
  /** Distinct (student, question) answers whose last save the server acknowledged. */
  acknowledged: number;
  /** Of those, rows found once with the acknowledged alternative. */
  found: number;
  missing: number;
  wrongAlternative: number;
  /** Answers stored more than once. */
  duplicated: number;
  /** Rows of questions nobody had an acknowledged or failed save for. */
  unexpected: number;
  /** Answers whose last save failed (not 200): either choice may be stored, so they are not judged. */
  uncertain: number;
}

/**
 * Reads every answer of the exam activity straight from PostgreSQL and compares it with what the
 * server acknowledged: each acknowledged answer must be stored exactly once, with the acknowledged
 * alternative, and nothing else may be there.
 */
export async function checkAnswers(
  databaseUrl: string,
  world: PreparedExamDay,
  ledger: SaveLedger,
): Promise<AnswerCheck> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  let rows: { student_id: string; question_id: string; alternative_id: string }[];
  try {
    rows = await sql`
      select attempt.student_id, answer.question_id, answer.alternative_id
      from exam_answers answer join exam_attempts attempt on attempt.id = answer.attempt_id
      where attempt.activity_id = ${world.saving.activityId}`;
  } finally {
    await sql.end({ timeout: 5 });
  }
  const stored = new Map<string, string[]>();
  for (const row of rows) {
    const key = `${row.student_id} ${row.question_id}`;
    stored.set(key, [...(stored.get(key) ?? []), row.alternative_id]);
  }
  const check: AnswerCheck = {
    acknowledged: 0,
    found: 0,
    missing: 0,
    wrongAlternative: 0,
    duplicated: 0,
    unexpected: 0,
    uncertain: 0,
  };
  for (const [index, student] of world.saving.students.entries()) {
    const uncertain = ledger.uncertain[index] ?? new Set<string>();
    check.uncertain += uncertain.size;
    for (const questionId of uncertain) stored.delete(`${student.id} ${questionId}`);
    for (const [questionId, alternativeId] of ledger.acknowledged[index] ?? []) {
      if (uncertain.has(questionId)) continue;
      check.acknowledged += 1;
      const key = `${student.id} ${questionId}`;
      const alternatives = stored.get(key) ?? [];
      stored.delete(key);
      if (alternatives.length === 0) check.missing += 1;
      else if (alternatives.length > 1) check.duplicated += 1;
      else if (alternatives[0] !== alternativeId) check.wrongAlternative += 1;
      else check.found += 1;
    }
  }
  check.unexpected = stored.size;
  return check;
}
