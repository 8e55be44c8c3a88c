import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { activities, activityStudents } from '../activities/activities.tables.ts';
import { gameContents, gameResults } from '../challenges/challenges.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { classrooms, grades, schools } from '../tenancy/tenancy.tables.ts';
import { books, walletBalance, walletLines } from './ledger.fixture.ts';
import { createLedgerOn } from './ledger.module.ts';

/**
 * The ledger migration on a database that already paid pokz (activity_students.pokz,
 * game_results.pokz): every migration before it, rows as they were, then the ledger's.
 */

const folder = path.resolve(import.meta.dirname, '../../../drizzle');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const LEDGER_TAG = journal.entries.find((entry) => entry.tag.endsWith('_ledger'))?.tag as string;

let client: PGlite;
let db: Database;

async function migrate(tags: string[]) {
  for (const tag of tags) {
    const statements = readFileSync(path.join(folder, `${tag}.sql`), 'utf8').split('--> statement-breakpoint');
    await client.transaction(async (tx) => {
      for (const statement of statements) if (statement.trim()) await tx.exec(statement);
    });
  }
}

const ids = {} as Record<'student' | 'teacher' | 'work' | 'exam', string>;

beforeAll(async () => {
  client = new PGlite();
  db = drizzle({ client }) as unknown as Database;
  const tags = journal.entries.map((entry) => entry.tag);
  await migrate(tags.slice(0, tags.indexOf(LEDGER_TAG)));

  const [platform] = await db.insert(platforms).values({ slug: 'antiga', name: 'Escola Antiga' }).returning();
  const platformId = platform?.id as string;
  const person = (username: string, role: 'school_student' | 'school_teacher') =>
    db
      .insert(users)
      .values({ platform_id: platformId, username, name: username, role, password_hash: 'x' })
      .returning();
  ids.student = (await person('aluna', 'school_student'))[0]?.id as string;
  ids.teacher = (await person('professor', 'school_teacher'))[0]?.id as string;
  const [school] = await db.insert(schools).values({ platform_id: platformId, name: 'Escola' }).returning();
  await db.insert(grades).values({ id: 20, name: '3º ano' });
  const [classroom] = await db
    .insert(classrooms)
    .values({ platform_id: platformId, school_id: school?.id as string, grade_id: 20, name: 'Turma A', year: 2026 })
    .returning();
  const activity = async (kind: string, title: string) =>
    (
      await db
        .insert(activities)
        .values({
          platform_id: platformId,
          classroom_id: classroom?.id as string,
          teacher_id: ids.teacher,
          kind,
          title,
        })
        .returning()
    )[0]?.id as string;
  ids.work = await activity('handmade', 'Maquete');
  ids.exam = await activity('digital_exam', 'Prova de frações');
  const graded = new Date('2026-02-10T15:00:00Z');
  await db.insert(activityStudents).values([
    {
      platform_id: platformId,
      activity_id: ids.work,
      student_id: ids.student,
      status: 3,
      score: 9,
      pokz: 20,
      evaluated_at: graded,
    },
    {
      platform_id: platformId,
      activity_id: ids.exam,
      student_id: ids.student,
      status: 3,
      score: 6.7,
      delivered_at: graded,
    },
  ]);
  const [content] = await db
    .insert(gameContents)
    .values({ platform_id: platformId, author_id: ids.teacher, title: 'Frações', interaction: 'multiple_choice' })
    .returning();
  await db.insert(gameResults).values({
    platform_id: platformId,
    user_id: ids.student,
    content_id: content?.id as string,
    play_token_hash: 'hash-da-jogada',
    scoring_rule: 'L',
    score: 5,
    pokz: 50,
    right_rounds: 1,
    total_rounds: 2,
    answer: {} as never,
  });
  await migrate([LEDGER_TAG]);
});
afterAll(() => client.close());

describe('the ledger migration', () => {
  it('pays the 6,7 exam its 67 pokz, and opens the ledger with every grant already made', async () => {
    const [exam] = await db.select().from(activityStudents).where(eq(activityStudents.activity_id, ids.exam));
    expect(exam?.pokz).toBe(67);
    expect(await walletLines(db, ids.student)).toEqual(
      expect.arrayContaining([
        { amount: 20, event: 'Maquete', eventType: 'activity' },
        { amount: 67, event: 'Prova de frações', eventType: 'exam' },
        { amount: 50, event: 'Frações', eventType: 'challenge' },
      ]),
    );
    expect(await walletBalance(db, ids.student)).toBe(137);
    const [platform] = await db.select().from(platforms);
    const state = await books(db, platform?.id as string);
    expect(state).toMatchObject({ all_entries: 0, held: 137, issued: 137, drifted: 0, negative: 0 });
  });

  it('leaves the ledger where the modules go on: a regrade posts the difference, a replayed grant nothing', async () => {
    const [platform] = await db.select().from(platforms);
    const platformId = platform?.id as string;
    const ledger = createLedgerOn(db, testClock());
    const transact = transactOn(db);
    const settled = await transact((tx) =>
      ledger.settle(tx, {
        platformId,
        userId: ids.student,
        // The source the activities module settles a delivery under (activity-pokz.ts).
        source: `activity:${ids.work}:${ids.student}`,
        total: 25,
        event: 'Maquete',
        eventType: 'activity',
      }),
    );
    expect(settled).toBe(5);
    const replayed = await transact((tx) =>
      ledger.grant(tx, {
        platformId,
        userId: ids.student,
        amount: 50,
        event: 'Frações',
        eventType: 'challenge',
        idempotencyKey: 'game_result:hash-da-jogada',
      }),
    );
    expect(replayed).toBeNull();
    expect(await walletBalance(db, ids.student)).toBe(142);
  });
});
