import { gameContentDataFor } from '@ava/contracts';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { parseConfig } from '../../../apps/server/src/config.ts';
import { activities, activityStudents } from '../../../apps/server/src/modules/activities/activities.tables.ts';
import { gameContents } from '../../../apps/server/src/modules/challenges/challenges.tables.ts';
import { hashPassword } from '../../../apps/server/src/platform/auth/passwords.ts';
import { openDatabase } from '../../../apps/server/src/platform/db/database.ts';
import { seedDemo } from '../../../apps/server/src/seed/seed.ts';
import { chunksOf, seedBulkClassroom } from '../../../apps/server/test/bulk-students.fixture.ts';
import { findDemo } from '../workload/seed-world.ts';
import { GAME_RESULTS, type PreparedChallenge, type PreparedGameResults } from './world.ts';

/**
 * Run in its own process before the server starts, on the database the server will use (from the
 * same environment): the demo seed, a classroom of the demo teacher with BENCH_GAME_STUDENTS
 * students (default 200), each with a session, and BENCH_GAME_TAREFAS published tarefas (homework
 * activities, open for a week) assigned to all of them. The challenges are the seed library's first
 * multiple-choice ones; the server puts them in the tarefas (POST /homeworks/update_games), as a
 * teacher does. Prints one line of JSON, a PreparedGameResults.
 */
const HOUR_MS = 3_600_000;
const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const studentCount = positive('BENCH_GAME_STUDENTS', GAME_RESULTS.students);
const tarefaCount = positive('BENCH_GAME_TAREFAS', 1);

const config = parseConfig();
if (!config.DATABASE_URL) throw new Error('the game results are measured on PostgreSQL: DATABASE_URL is missing');
const database = await openDatabase({ url: config.DATABASE_URL });
try {
  const started = performance.now();
  const { db } = database;
  await seedDemo(db, config);
  const demo = await findDemo(db);
  const { classroomId, students } = await seedBulkClassroom(db, demo, {
    name: GAME_RESULTS.classroom,
    students: studentCount,
    passwordHash: await hashPassword(GAME_RESULTS.studentPassword),
  });
  const now = Date.now();
  const tarefas = await db
    .insert(activities)
    .values(
      Array.from({ length: tarefaCount }, (_, index) => ({
        platform_id: demo.platformId,
        classroom_id: classroomId,
        teacher_id: demo.teacherId,
        kind: 'homework',
        title: `Tarefa de desafios ${index + 1}`,
        start_time: new Date(now - HOUR_MS),
        end_time: new Date(now + 7 * 24 * HOUR_MS),
        published: true,
        creation_step: 4,
      })),
    )
    .returning({ id: activities.id });
  const assignments = tarefas.flatMap((tarefa) =>
    students.map((student) => ({ platform_id: demo.platformId, activity_id: tarefa.id, student_id: student.id })),
  );
  for (const chunk of chunksOf(assignments)) await db.insert(activityStudents).values(chunk);
  const challenges = await db
    .select({ id: gameContents.id, data: gameContents.data })
    .from(gameContents)
    .where(
      and(
        eq(gameContents.interaction, 'multiple_choice'),
        eq(gameContents.status, 'active'),
        isNotNull(gameContents.seed_key),
      ),
    )
    .orderBy(asc(gameContents.seed_key))
    .limit(GAME_RESULTS.gamesPerTarefa);
  if (challenges.length < GAME_RESULTS.gamesPerTarefa) {
    throw new Error(`the seed has ${challenges.length} multiple-choice challenges, not ${GAME_RESULTS.gamesPerTarefa}`);
  }
  await db.execute(sql`analyze`);
  const prepared: PreparedGameResults = {
    students: students.map(({ id, token }) => ({ id, token })),
    tarefaIds: tarefas.map((tarefa) => tarefa.id),
    challenges: challenges.map(({ id, data }): PreparedChallenge => {
      const rounds = gameContentDataFor('multiple_choice').parse(data).challenges;
      return {
        id,
        rounds: rounds.map((round) => ({
          order: round.order,
          right: round.correct[0] ?? '',
          wrong: round.wrong[0] ?? '',
        })),
      };
    }),
    seedSeconds: (performance.now() - started) / 1000,
  };
  process.stdout.write(`${JSON.stringify(prepared)}\n`);
} finally {
  await database.close();
}
