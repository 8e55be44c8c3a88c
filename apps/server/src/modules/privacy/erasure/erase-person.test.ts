import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivityWorld } from '../../../../test/activity.fixture.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { buildPlatform } from '../../../../test/tenant.fixture.ts';
import { rowsOf } from '../../../platform/db/rows.ts';
import { PERSONAL_DATA_MAP } from '../../../platform/privacy/personal-data-map.ts';
import type { FileStore } from '../../../platform/storage/file-store.ts';
import { openFileStore } from '../../../platform/storage/open-file-store.ts';
import { books } from '../../ledger/ledger.fixture.ts';
import { erasureRecords } from '../erasure.tables.ts';
import { createErasure, ERASED_PERSON_NAME, type Erasure } from './erase-person.ts';
import { buildChildYear, CHILD, type ChildYear } from './erasure.fixture.ts';

let ctx: TestContext;
let world: ActivityWorld;
let fileStore: FileStore;
let erasure: Erasure;
let child: ChildYear;

const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await ctx.db.execute(query))[0]?.n ?? 0;

/**
 * Every declared personal-data column of every table, read as text, that still holds one of the
 * child's identifiers: `table.column` for each.
 */
async function whereTheChildRemains(identifiers: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const [table, declaration] of Object.entries(PERSONAL_DATA_MAP)) {
    for (const column of Object.values(declaration.columns).flat()) {
      const mentions = sql.join(
        identifiers.map(
          (identifier) => sql`strpos(lower(${sql.identifier(column)}::text), ${identifier.toLowerCase()}) > 0`,
        ),
        sql` or `,
      );
      const n = await count(sql`select count(*)::int as n from ${sql.identifier(table)} where ${mentions}`);
      if (n > 0) found.push(`${table}.${column} (${n})`);
    }
  }
  return found;
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  fileStore = openFileStore(ctx.config);
  erasure = createErasure({ database: ctx.database, fileStore, clock: ctx.clock });
  child = await buildChildYear(ctx, world, fileStore);
}, 120_000);
afterAll(() => ctx.close());

describe("the erasure of a child's data", () => {
  const identifiers = () => [child.childId, CHILD.name, CHILD.username, CHILD.email];

  it('leaves none of their identifiers in any declared column, and keeps the classmates’ records', async () => {
    expect(await whereTheChildRemains(identifiers())).not.toEqual([]);
    const classmateBefore = await count(
      sql`select count(*)::int as n from activity_students where student_id = ${child.classmateId}`,
    );
    const rankedBefore = await count(
      sql`select count(*)::int as n from hall_of_fame_totals where classroom_id = ${world.classroomA.id}`,
    );
    const booksBefore = await books(ctx.db, world.platform.id);

    const started = performance.now();
    const { recordId } = await erasure.erasePerson(world.platform.id, child.childId, {
      reason: 'request',
      requestedByRole: 'guardian',
    });
    console.info(`erasePerson of a child with a year of activity: ${Math.round(performance.now() - started)} ms`);

    expect(await whereTheChildRemains(identifiers())).toEqual([]);

    // The classmate's deliveries, their answer to the child's topic, the ranking's rows, the ledger.
    expect(
      await count(sql`select count(*)::int as n from activity_students where student_id = ${child.classmateId}`),
    ).toBe(classmateBefore);
    const [topic] = rowsOf<{ name: string; body: string }>(
      await ctx.db.execute(
        sql`select u.name, c.body from forum_comments c join users u on u.id = c.author_id where c.id = ${child.answeredTopicId}`,
      ),
    );
    expect(topic).toEqual({ name: ERASED_PERSON_NAME, body: 'Alguém entendeu a questão 2?' });
    expect(
      await count(
        sql`select count(*)::int as n from forum_comments where id = ${child.classmateReplyId} and parent_id = ${child.answeredTopicId}`,
      ),
    ).toBe(1);
    // The child's unanswered topic, their reply under the classmate's topic and their thanks are gone.
    expect(
      await count(
        sql`select count(*)::int as n from forum_comments where body in ('Ninguém respondeu este.', 'Resposta da criança', 'Obrigada!')`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from hall_of_fame_totals where classroom_id = ${world.classroomA.id}`),
    ).toBe(rankedBefore);
    expect(
      await count(
        sql`select count(*)::int as n from notifications where ${child.classmateId}::uuid = any(audience_ids)`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from student_loads, jsonb_array_elements(students) s where s->>'username' = 'aluno2'`,
      ),
    ).toBe(1);
    const booksAfter = await books(ctx.db, world.platform.id);
    expect(booksAfter).toEqual(booksBefore);

    // The files are gone from the store.
    for (const key of child.files) expect(await fileStore.get(key)).toBeNull();

    // The record: what went, without who.
    const [record] = await ctx.db.select().from(erasureRecords).where(eq(erasureRecords.id, recordId));
    expect(record).toMatchObject({ platform_id: world.platform.id, reason: 'request', requested_by_role: 'guardian' });
    expect(record?.files_removed).toBe(child.files.length);
    expect(record?.tables.activity_students).toEqual({ removed: 40, anonymised: 0 });
    expect(record?.tables.time_logs).toEqual({ removed: 365, anonymised: 0 });
    expect(record?.tables.data_access_log).toEqual({ removed: 365, anonymised: 0 });
    expect(record?.tables.hall_of_fame_totals).toEqual({ removed: 0, anonymised: 12 });
    expect(record?.tables.forum_comments).toEqual({ removed: 3, anonymised: 1 });
    expect(record?.tables.users).toEqual({ removed: 1, anonymised: 0 });
    const recordText = JSON.stringify(record).toLowerCase();
    for (const identifier of identifiers()) expect(recordText).not.toContain(identifier.toLowerCase());
  });

  it('is idempotent: run again, it finds nothing and changes nothing', async () => {
    const users = await count(sql`select count(*)::int as n from users where platform_id = ${world.platform.id}`);
    const { recordId } = await erasure.erasePerson(world.platform.id, child.childId, {
      reason: 'request',
      requestedByRole: 'guardian',
    });
    const [record] = await ctx.db.select().from(erasureRecords).where(eq(erasureRecords.id, recordId));
    expect(record?.tables).toEqual({});
    expect(record?.files_removed).toBe(0);
    expect(await count(sql`select count(*)::int as n from users where platform_id = ${world.platform.id}`)).toBe(users);
    expect(await whereTheChildRemains(identifiers())).toEqual([]);
  });

  it('refuses a person of another platform and leaves them as they were', async () => {
    const other = await buildPlatform(ctx.db);
    await expect(
      erasure.erasePerson(other.id, world.users.student3.id, { reason: 'request', requestedByRole: 'guardian' }),
    ).rejects.toThrow(/another platform/);
    expect(await count(sql`select count(*)::int as n from users where id = ${world.users.student3.id}`)).toBe(1);
  });
});
