import { sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/server/src/app.ts';
import { parseConfig } from '../../../apps/server/src/config.ts';
import { activities, activityStudents } from '../../../apps/server/src/modules/activities/activities.tables.ts';
import {
  activityTrails,
  learningTrails,
  trailItems,
  trailJourneys,
} from '../../../apps/server/src/modules/trails/trails.tables.ts';
import { hashPassword } from '../../../apps/server/src/platform/auth/passwords.ts';
import { openDatabase } from '../../../apps/server/src/platform/db/database.ts';
import { seedDemo } from '../../../apps/server/src/seed/seed.ts';
import { chunksOf, seedBulkClassroom } from '../../../apps/server/test/bulk-students.fixture.ts';
import { findDemo } from '../workload/seed-world.ts';
import { type PreparedTrails, type RequestStatements, TRAILS } from './world.ts';

/**
 * Run in its own process before the server starts, on the database the server will use (from the
 * same environment): the demo seed, a classroom of the demo teacher with BENCH_TRAIL_STUDENTS
 * students (default 200) plus one probe student, each with a session, a trail of TRAILS.steps steps
 * and a published 'Trilha' activity applying it, every student assigned; every student but the probe
 * has started the trail (journey rows). Then the probe's start, shows and saves go through the real
 * routes in-process (buildApp + inject), each request's SQL statements recorded. Prints one line of
 * JSON, a PreparedTrails.
 */
const HOUR_MS = 3_600_000;
const studentCount = Number(process.env.BENCH_TRAIL_STUDENTS ?? TRAILS.students);
if (!Number.isInteger(studentCount) || studentCount < 1) throw new Error('BENCH_TRAIL_STUDENTS must be positive');

const config = parseConfig();
if (!config.DATABASE_URL) throw new Error('the trails are measured on PostgreSQL: DATABASE_URL is missing');
const sent: string[] = [];
const database = await openDatabase({ url: config.DATABASE_URL }, { onQuery: (statement) => sent.push(statement) });
try {
  const started = performance.now();
  const { db } = database;
  await seedDemo(db, config);
  const demo = await findDemo(db);
  const { classroomId, students } = await seedBulkClassroom(db, demo, {
    name: TRAILS.classroom,
    students: studentCount + 1,
    passwordHash: await hashPassword(TRAILS.studentPassword),
  });
  const [trail] = await db
    .insert(learningTrails)
    .values({
      platform_id: demo.platformId,
      author_id: demo.teacherId,
      external_id: 'BENCH-TRILHA',
      title: 'Trilha do bench',
      guidance: '<p>Siga as etapas na ordem.</p>',
      status: 1,
    })
    .returning({ id: learningTrails.id });
  if (!trail) throw new Error('the trail was not created');
  const items = await db
    .insert(trailItems)
    .values(
      Array.from({ length: TRAILS.steps }, (_, index) => ({
        trail_id: trail.id,
        title: `Etapa ${index + 1}`,
        type: 'text',
        content: `<p>Conteúdo da etapa ${index + 1}, com um parágrafo de texto como os do assistente.</p>`,
        position: index + 1,
      })),
    )
    .returning({ id: trailItems.id, position: trailItems.position });
  const now = Date.now();
  const [activity] = await db
    .insert(activities)
    .values({
      platform_id: demo.platformId,
      classroom_id: classroomId,
      teacher_id: demo.teacherId,
      kind: 'trail',
      title: 'Trilha das frações',
      start_time: new Date(now - HOUR_MS),
      end_time: new Date(now + 7 * 24 * HOUR_MS),
      published: true,
      creation_step: 4,
    })
    .returning({ id: activities.id });
  if (!activity) throw new Error('the activity was not created');
  await db
    .insert(activityTrails)
    .values({ activity_id: activity.id, platform_id: demo.platformId, trail_id: trail.id });
  const itemIds = items.sort((a, b) => a.position - b.position).map((item) => item.id);
  const probe = students.at(-1) as (typeof students)[number];
  const walkers = students.slice(0, -1);
  for (const chunk of chunksOf(students)) {
    await db
      .insert(activityStudents)
      .values(
        chunk.map((student) => ({ platform_id: demo.platformId, activity_id: activity.id, student_id: student.id })),
      );
  }
  for (const chunk of chunksOf(walkers)) {
    await db.insert(trailJourneys).values(
      chunk.map((student) => ({
        platform_id: demo.platformId,
        activity_id: activity.id,
        student_id: student.id,
        last_item_id: itemIds[0],
      })),
    );
  }
  await db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - started) / 1000;

  // Transactions hand Drizzle a client of their own: their BEGIN and COMMIT are not logged, so they are counted here.
  let transactions = 0;
  const transaction = db.transaction.bind(db);
  db.transaction = ((...args: Parameters<typeof transaction>) => {
    transactions += 1;
    return transaction(...args);
  }) as typeof db.transaction;
  const app = await buildApp({ config, database });
  await app.ready();
  const statements: RequestStatements[] = [];
  try {
    const call = async (request: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
      const before = { statements: sent.length, transactions };
      const response = await app.inject({ method, url, payload, headers: { authorization: `Bearer ${probe.token}` } });
      if (response.statusCode !== 200) throw new Error(`${request} answered ${response.statusCode}: ${response.body}`);
      statements.push({
        request,
        statements: sent.slice(before.statements),
        transactions: transactions - before.transactions,
      });
    };
    const show = `/api/trails/activity/students/show?activity_id=${activity.id}`;
    const save = (itemId: string, done: boolean, annotation: string) => ({
      activity_id: activity.id,
      item_id: itemId,
      done,
      annotation,
    });
    // One authenticated request first caches the session, as under load it is.
    await call('GET show (session not cached yet)', 'GET', show);
    await call('GET show, before the start', 'GET', show);
    await call('POST start', 'POST', '/api/trails/activity/students/start', { activity_id: activity.id, start: true });
    await call(
      'PATCH save_progress, a step first done',
      'PATCH',
      '/api/trails/save_progress',
      save(itemIds[0] ?? '', true, 'a'),
    );
    await call(
      'PATCH save_progress, done again',
      'PATCH',
      '/api/trails/save_progress',
      save(itemIds[0] ?? '', true, 'b'),
    );
    await call(
      'PATCH save_progress, not done',
      'PATCH',
      '/api/trails/save_progress',
      save(itemIds[1] ?? '', false, 'c'),
    );
    for (const itemId of itemIds.slice(2)) {
      await app.inject({
        method: 'PATCH',
        url: '/api/trails/save_progress',
        payload: save(itemId, true, 'x'),
        headers: { authorization: `Bearer ${probe.token}` },
      });
    }
    await call(`GET show, ${TRAILS.steps} steps saved`, 'GET', show);
  } finally {
    await app.close();
  }
  const prepared: PreparedTrails = {
    activityId: activity.id,
    itemIds,
    students: walkers.map(({ id, token }) => ({ id, token })),
    statements: statements.slice(1),
    seedSeconds,
  };
  process.stdout.write(`${JSON.stringify(prepared)}\n`);
} finally {
  await database.close();
}
