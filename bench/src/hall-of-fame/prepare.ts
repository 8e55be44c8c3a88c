import { CONSENT_TEXTS } from '@ava/contracts';
import { sql } from 'drizzle-orm';
import { parseConfig } from '../../../apps/server/src/config.ts';
import { gameContents } from '../../../apps/server/src/modules/challenges/challenges.tables.ts';
import { rebuildHallOfFameTotals } from '../../../apps/server/src/modules/hall-of-fame/hall-of-fame.module.ts';
import { schools } from '../../../apps/server/src/modules/tenancy/tenancy.tables.ts';
import { hashPassword } from '../../../apps/server/src/platform/auth/passwords.ts';
import { openDatabase } from '../../../apps/server/src/platform/db/database.ts';
import { rowsOf } from '../../../apps/server/src/platform/db/rows.ts';
import { seedDemo } from '../../../apps/server/src/seed/seed.ts';
import { seedBulkClassroom } from '../../../apps/server/test/bulk-students.fixture.ts';
import { findDemo } from '../workload/seed-world.ts';
import { HALL_OF_FAME, type PreparedHallOfFame } from './world.ts';

/**
 * Run in its own process before the server starts, on the database the server will use: the
 * demo seed; HALL_OF_FAME.schools schools of the demo platform, each with its classrooms of
 * students (every one with a session); BENCH_HOF_ROWS scored plays (default 1,000,000) of a
 * seed challenge loaded straight into game_results, spread over the last year among those
 * students at random, with random scores; then the hall of fame's monthly totals rebuilt from
 * them, as calculate_score would have kept them, and VACUUM ANALYZE. Prints one line of JSON, a
 * PreparedHallOfFame.
 */
const GRADES = [18, 19, 20, 21, 22];
/** Students of the measured school given to the load's connections, spread over its classrooms. */
const MEASURED_STUDENTS = 50;

const rows = Number(process.env.BENCH_HOF_ROWS ?? HALL_OF_FAME.rows);
if (!Number.isInteger(rows) || rows < 1) throw new Error('BENCH_HOF_ROWS must be a positive integer');
const config = parseConfig();
if (!config.DATABASE_URL) throw new Error('the hall of fame is measured on PostgreSQL: DATABASE_URL is missing');
const database = await openDatabase({ url: config.DATABASE_URL });
try {
  const started = performance.now();
  const { db } = database;
  await seedDemo(db, config);
  const demo = await findDemo(db);
  const passwordHash = await hashPassword('senha123');
  const created = await db
    .insert(schools)
    .values(
      Array.from({ length: HALL_OF_FAME.schools }, (_, index) => ({
        platform_id: demo.platformId,
        name: `Escola do hall ${index + 1}`,
      })),
    )
    .returning({ id: schools.id });
  const measured: { id: string; token: string }[] = [];
  for (const [schoolIndex, school] of created.entries()) {
    for (let room = 0; room < HALL_OF_FAME.classroomsPerSchool; room += 1) {
      const { students } = await seedBulkClassroom(
        db,
        {
          platformId: demo.platformId,
          schoolId: school.id,
          gradeId: GRADES[room % GRADES.length] ?? 20,
          teacherId: demo.teacherId,
        },
        { name: `hof.${schoolIndex + 1}.${room + 1}`, students: HALL_OF_FAME.studentsPerClassroom, passwordHash },
      );
      if (schoolIndex === 0) {
        const share = MEASURED_STUDENTS / HALL_OF_FAME.classroomsPerSchool;
        measured.push(...students.slice(0, share).map(({ id, token }) => ({ id, token })));
      }
    }
  }
  const [content] = await db.select({ id: gameContents.id }).from(gameContents).limit(1);
  if (!content) throw new Error('the demo seed has no challenge');
  for (let first = 1; first <= rows; first += HALL_OF_FAME.chunk) {
    const last = Math.min(rows, first + HALL_OF_FAME.chunk - 1);
    await db.execute(sql`
      with students as (
        select array_agg(id order by id) as ids from users
        where platform_id = ${demo.platformId} and username like 'hof.%'
      ), plays as (
        select g, round((random() * 10)::numeric, 1)::float8 as score,
               now() - random() * (${HALL_OF_FAME.days} * interval '1 day') as at
        from generate_series(${first}::int, ${last}::int) g
      )
      insert into game_results
        (platform_id, user_id, content_id, play_token_hash, scoring_rule, score, pokz, right_rounds, total_rounds, answer, created_at, updated_at)
      select ${demo.platformId}, s.ids[1 + (hashint4(p.g) & 2147483647) % array_length(s.ids, 1)], ${content.id},
             'hall-of-fame-' || p.g, 'L', p.score, (p.score * 10)::int, 0, 3, '{}'::jsonb, p.at, p.at
      from plays p, students s`);
  }
  // The hall_of_fame consent (LGPD), given by nine students in ten: rankings show only them.
  await db.execute(sql`
    with decided as (
      insert into consent_decisions (platform_id, subject_id, purpose, granted, decided_as, text_version)
      select platform_id, id, 'hall_of_fame', true, 'guardian', ${CONSENT_TEXTS.hall_of_fame.version}
      from users
      where platform_id = ${demo.platformId} and username like 'hof.%' and hashtext(id::text) % 10 <> 0
      returning id, platform_id, subject_id, purpose
    )
    insert into consents_granted (subject_id, purpose, platform_id, decision_id)
    select subject_id, purpose, platform_id, id from decided
    on conflict (subject_id, purpose) do nothing`);
  const seedSeconds = (performance.now() - started) / 1000;
  const totalsStarted = performance.now();
  await rebuildHallOfFameTotals(db, demo.platformId);
  const totalsSeconds = (performance.now() - totalsStarted) / 1000;
  // As autovacuum would after such a load: planner statistics, and the visibility map index-only scans need.
  await db.execute(sql`vacuum analyze game_results`);
  await db.execute(sql`vacuum analyze hall_of_fame_totals`);
  const [counted] = rowsOf<{ totals: number }>(
    await db.execute(sql`select count(*)::int as totals from hall_of_fame_totals`),
  );
  const prepared: PreparedHallOfFame = {
    platformId: demo.platformId,
    schoolId: created[0]?.id ?? '',
    students: measured,
    rows,
    totalsRows: counted?.totals ?? 0,
    seedSeconds,
    totalsSeconds,
  };
  process.stdout.write(`${JSON.stringify(prepared)}\n`);
} finally {
  await database.close();
}
