import { sql } from 'drizzle-orm';
import { parseConfig } from '../../../apps/server/src/config.ts';
import { hashPassword } from '../../../apps/server/src/platform/auth/passwords.ts';
import { openDatabase } from '../../../apps/server/src/platform/db/database.ts';
import { seedDemo } from '../../../apps/server/src/seed/seed.ts';
import { seedExam, seedExamSitting } from '../../../apps/server/test/exam-day.fixture.ts';
import { findDemo } from '../workload/seed-world.ts';
import { EXAM_DAY, type PreparedExamDay } from './world.ts';

/**
 * Run in its own process before the server starts, on the database the server will use (from the
 * same environment): the demo seed, then one exam and two digital-exam activities applying it, in
 * classrooms of the demo teacher: the savers' (BENCH_EXAM_STUDENTS, default 500) and the 1,000
 * students of the start wave. Each student gets a session. Prints one line of JSON, a PreparedExamDay.
 */
const savers = Number(process.env.BENCH_EXAM_STUDENTS ?? EXAM_DAY.students);
if (!Number.isInteger(savers) || savers < 1) throw new Error('BENCH_EXAM_STUDENTS must be a positive integer');

const config = parseConfig();
if (!config.DATABASE_URL) throw new Error('the exam day is measured on PostgreSQL: DATABASE_URL is missing');
const database = await openDatabase({ url: config.DATABASE_URL });
try {
  const started = performance.now();
  await seedDemo(database.db, config);
  const demo = await findDemo(database.db);
  const passwordHash = await hashPassword(EXAM_DAY.studentPassword);
  const exam = await seedExam(database.db, demo, EXAM_DAY.questions);
  const sitting = (name: string, students: number) =>
    seedExamSitting(database.db, demo, exam, { name, students, passwordHash, durationMinutes: EXAM_DAY.minutes });
  const saving = await sitting(EXAM_DAY.classrooms.saving, savers);
  const starting = await sitting(EXAM_DAY.classrooms.starting, EXAM_DAY.startWave.students);
  await database.db.execute(sql`analyze`);
  const prepared: PreparedExamDay = {
    questions: exam.questions,
    saving: { activityId: saving.activityId, students: saving.students.map(({ id, token }) => ({ id, token })) },
    starting: { activityId: starting.activityId, tokens: starting.students.map((student) => student.token) },
    seedSeconds: (performance.now() - started) / 1000,
  };
  process.stdout.write(`${JSON.stringify(prepared)}\n`);
} finally {
  await database.close();
}
