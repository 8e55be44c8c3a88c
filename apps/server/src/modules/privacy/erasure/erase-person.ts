import { randomUUID } from 'node:crypto';
import type { Role } from '@ava/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.ts';
import type { DatabaseHandle, Executor } from '../../../platform/db/database.ts';
import { rowsOf } from '../../../platform/db/rows.ts';
import { lockKey } from '../../../platform/db/transaction.ts';
import {
  type ErasureStep,
  PERSONAL_DATA_MAP,
  type TableDeclaration,
} from '../../../platform/privacy/personal-data-map.ts';
import { type FileStore, isValidKey } from '../../../platform/storage/file-store.ts';
import { users } from '../../identity/identity.tables.ts';
import { type ErasedTable, erasureRecords } from '../erasure.tables.ts';

export interface ErasureOutcome {
  recordId: string;
}

export interface Erasure {
  erasePerson(
    platformId: string,
    userId: string,
    context: { reason: 'request' | 'retention'; requestedByRole: string },
  ): Promise<ErasureOutcome>;
}

/**
 * The name an erased person's stand-in shows wherever their anonymised content stays: one name for
 * everyone, in no platform's vocabulary (a school's student, a company's learner, a teacher).
 */
export const ERASED_PERSON_NAME = 'Pessoa removida';
/** A stand-in's password hash: no password matches it, and no real account has it. */
export const STAND_IN_PASSWORD_HASH = '!';

type Person = { id: string; platform_id: string; username: string; email: string | null; name: string; role: Role };

/**
 * What the person is known by. `exact`: their id, username, e-mail and name, matched as whole
 * values of a JSON entry (`prune`). `mentioned`: their id, e-mail and full name, looked for inside
 * free text (`mentions`); not the username, too short and common to look for in text.
 */
type Identifiers = { exact: string[]; mentioned: string[] };

const id = (name: string) => sql.identifier(name);

/** `column` names the person: compared as text, so uuid, text and uuid-array columns alike. */
const isPerson = (column: string, userId: string) => sql`${id(column)} = ${userId}::uuid`;
const anyColumnIsPerson = (columns: readonly string[], userId: string) =>
  sql`(${sql.join(
    columns.map((column) => isPerson(column, userId)),
    sql` or `,
  )})`;

/** `platform_id = … and ` for a table that has the column (the platform's indexes lead with it), else nothing. */
type Within = (table: string, orNone?: boolean) => SQL;

/** The text of `value` mentions one of the identifiers (case-insensitive). */
function mentions(value: SQL, identifiers: readonly string[]): SQL {
  return sql`(${sql.join(
    identifiers.map((identifier) => sql`strpos(lower(${value}), ${identifier.toLowerCase()}) > 0`),
    sql` or `,
  )})`;
}

/** A JSON object entry one of whose fields is, whole, one of the person's identifiers. */
function namesThePerson(entry: SQL, identifiers: Identifiers): SQL {
  return sql`exists (select 1 from jsonb_each_text(case when jsonb_typeof(${entry}) = 'object' then ${entry} else '{}'::jsonb end) as field
                     where lower(field.value) in (${sql.join(
                       identifiers.exact.map((identifier) => sql`${identifier.toLowerCase()}`),
                       sql`, `,
                     )}))`;
}

async function count(tx: Executor, statement: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`with changed as (${statement} returning 1) select count(*)::int as n from changed`),
  );
  return row?.n ?? 0;
}

/** The condition selecting the rows of `table` its `remove` steps delete. */
function removedRows(declaration: TableDeclaration, userId: string): SQL | null {
  const columns = declaration.erasure.flatMap((step) => (step.kind === 'remove' ? step.columns : []));
  return columns.length > 0 ? anyColumnIsPerson(columns, userId) : null;
}

/**
 * Erases a person's data (issue 27 part 4), table by table as the personal-data map declares:
 * rows removed, the person's place in others' records given to a stand-in ('Pessoa removida'),
 * lists pruned. One transaction, set-based statements (a handful per table, never per row);
 * the files after the commit. A record of what was done is kept, without personal data.
 * Running it again finds nothing left and records an erasure of nothing.
 */
export function createErasure(deps: {
  database: DatabaseHandle;
  fileStore: FileStore;
  clock: Clock;
  /** The declarations walked; the personal-data map unless a test passes its own. */
  map?: Readonly<Record<string, TableDeclaration>>;
}): Erasure {
  const { database, fileStore, clock } = deps;
  const map = deps.map ?? PERSONAL_DATA_MAP;
  const tables = Object.entries(map).filter(([, declaration]) => declaration.erasure.length > 0);

  let platformColumn: Promise<Set<string>> | null = null;
  /** The tables with a `platform_id`, read once from the catalogue. */
  function tablesWithPlatform(tx: Executor): Promise<Set<string>> {
    platformColumn ??= tx
      .execute(
        sql`select table_name as name from information_schema.columns
            where table_schema = current_schema() and column_name = 'platform_id'`,
      )
      .then((result) => new Set(rowsOf<{ name: string }>(result).map((row) => row.name)));
    return platformColumn;
  }

  async function createStandIn(tx: Executor, person: Person): Promise<string> {
    const standInId = randomUUID();
    // Nobody signs in as it: no password matches its hash, and it is blocked.
    await tx.insert(users).values({
      id: standInId,
      platform_id: person.platform_id,
      username: `removido-${standInId}`,
      password_hash: STAND_IN_PASSWORD_HASH,
      name: ERASED_PERSON_NAME,
      role: person.role,
      blocked_at: clock.now(),
    });
    return standInId;
  }

  async function fileKeys(tx: Executor, userId: string, within: Within): Promise<string[]> {
    const keys = new Set<string>();
    for (const [name, declaration] of tables) {
      for (const step of declaration.erasure) {
        if (step.kind !== 'remove' || !step.files) continue;
        for (const column of step.files) {
          const rows = rowsOf<{ key: string }>(
            await tx.execute(
              sql`select ${id(column)} as key from ${id(name)} where ${within(name)}${anyColumnIsPerson(step.columns, userId)} and ${id(column)} is not null`,
            ),
          );
          for (const row of rows) if (isValidKey(row.key)) keys.add(row.key);
        }
      }
    }
    return [...keys];
  }

  /** The anonymising steps: stand-in, clear, prune and the answered half of standInIfAnswered. */
  async function anonymise(
    tx: Executor,
    name: string,
    step: ErasureStep,
    userId: string,
    standInId: string | null,
    identifiers: Identifiers,
    within: Within,
  ): Promise<ErasedTable> {
    const table = id(name);
    switch (step.kind) {
      case 'standIn': {
        let anonymised = 0;
        if (!standInId) return { removed: 0, anonymised };
        for (const column of step.columns) {
          anonymised += await count(
            tx,
            sql`update ${table} set ${id(column)} = ${standInId}::uuid where ${within(name)}${isPerson(column, userId)}`,
          );
        }
        return { removed: 0, anonymised };
      }
      case 'standInIfAnswered': {
        const column = id(step.column);
        const anonymised = standInId
          ? await count(
              tx,
              sql`update ${table} as mine set ${column} = ${standInId}::uuid
                  where ${within(name)}mine.${column} = ${userId}::uuid
                    and exists (select 1 from ${table} as answer
                                where answer.${id(step.parent)} = mine.id and answer.${column} <> ${userId}::uuid)`,
            )
          : 0;
        const removed = await count(
          tx,
          sql`delete from ${table} where ${within(name)}${isPerson(step.column, userId)}`,
        );
        return { removed, anonymised };
      }
      case 'clear': {
        let anonymised = 0;
        for (const column of step.columns) {
          anonymised += await count(
            tx,
            sql`update ${table} set ${id(column)} = null where ${within(name)}${isPerson(column, userId)}`,
          );
        }
        return { removed: 0, anonymised };
      }
      case 'prune': {
        const column = id(step.column);
        const anonymised =
          step.shape === 'ids'
            ? await count(
                tx,
                sql`update ${table} set ${column} = array_remove(${column}, ${userId}::uuid) where ${within(name)}${userId}::uuid = any(${column})`,
              )
            : await count(
                tx,
                sql`update ${table} as listed set ${column} = coalesce(
                      (select jsonb_agg(entry) from jsonb_array_elements(listed.${column}) as entry
                       where not ${namesThePerson(sql`entry`, identifiers)}), '[]'::jsonb)
                    where ${within(name)}jsonb_typeof(listed.${column}) = 'array'
                      and exists (select 1 from jsonb_array_elements(listed.${column}) as entry
                                  where ${namesThePerson(sql`entry`, identifiers)})`,
              );
        return { removed: 0, anonymised };
      }
      default:
        return { removed: 0, anonymised: 0 };
    }
  }

  async function remove(
    tx: Executor,
    name: string,
    step: ErasureStep,
    userId: string,
    identifiers: Identifiers,
    within: Within,
  ): Promise<number> {
    const table = id(name);
    if (step.kind === 'remove') {
      return count(tx, sql`delete from ${table} where ${within(name)}${anyColumnIsPerson(step.columns, userId)}`);
    }
    if (step.kind === 'mentions') {
      const any = sql.join(
        step.columns.map((column) => mentions(sql`${id(column)}::text`, identifiers.mentioned)),
        sql` or `,
      );
      return count(tx, sql`delete from ${table} where ${within(name, true)}(${any})`);
    }
    if (step.kind === 'under') {
      const parent = map[step.parent];
      const rows = parent && removedRows(parent, userId);
      if (!rows) return 0;
      return count(
        tx,
        sql`delete from ${table} where ${id(step.column)} in (select id from ${id(step.parent)} where ${within(step.parent)}${rows})`,
      );
    }
    return 0;
  }

  async function eraseRows(tx: Executor, platformId: string, userId: string) {
    await tx.execute(sql`select set_config('ava.erasure', 'on', true)`);
    await lockKey(tx, 'erasure', userId);
    const [person] = rowsOf<Person>(
      await tx.execute(
        sql`select id, platform_id, username, email, name, role from users where id = ${userId}::uuid for update`,
      ),
    );
    if (person && person.platform_id !== platformId) throw new Error('the person belongs to another platform');
    const known = (values: (string | null | undefined)[]) =>
      values.filter((value): value is string => typeof value === 'string' && value.length >= 3);
    const identifiers: Identifiers = {
      exact: known([userId, person?.username, person?.email, person?.name]),
      mentioned: known([userId, person?.email, person?.name]),
    };
    const standInId = person ? await createStandIn(tx, person) : null;
    const platformTables = await tablesWithPlatform(tx);
    // Rows of no platform (mail of the installation) are the person's too when they name them.
    const within: Within = (table, orNone = false) => {
      if (!platformTables.has(table)) return sql``;
      return orNone
        ? sql`(platform_id = ${platformId}::uuid or platform_id is null) and `
        : sql`platform_id = ${platformId}::uuid and `;
    };
    const keys = await fileKeys(tx, userId, within);
    const done: Record<string, ErasedTable> = {};
    const add = (name: string, change: ErasedTable) => {
      if (change.removed === 0 && change.anonymised === 0) return;
      const sum = done[name] ?? { removed: 0, anonymised: 0 };
      done[name] = { removed: sum.removed + change.removed, anonymised: sum.anonymised + change.anonymised };
    };
    // Children of removed rows first, then the anonymising, then the removals from the last
    // declared table up (children are declared after their parents; `users` goes last).
    for (const [name, declaration] of tables) {
      for (const step of declaration.erasure) {
        if (step.kind === 'under')
          add(name, { removed: await remove(tx, name, step, userId, identifiers, within), anonymised: 0 });
      }
    }
    for (const [name, declaration] of tables) {
      for (const step of declaration.erasure)
        add(name, await anonymise(tx, name, step, userId, standInId, identifiers, within));
    }
    for (const [name, declaration] of [...tables].reverse()) {
      for (const step of declaration.erasure) {
        if (step.kind === 'remove' || step.kind === 'mentions') {
          add(name, { removed: await remove(tx, name, step, userId, identifiers, within), anonymised: 0 });
        }
      }
    }
    return { keys, done };
  }

  return {
    async erasePerson(platformId, userId, context) {
      const { recordId, keys } = await database.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Executor;
        const { keys, done } = await eraseRows(tx, platformId, userId);
        const [record] = await tx
          .insert(erasureRecords)
          .values({
            platform_id: platformId,
            reason: context.reason,
            requested_by_role: context.requestedByRole,
            tables: done,
            created_at: clock.now(),
          })
          .returning({ id: erasureRecords.id });
        if (!record) throw new Error('the erasure was not recorded');
        return { recordId: record.id, keys };
      });
      // The rows are gone: the files follow. A file already missing counts as removed.
      let removed = 0;
      for (const key of keys) {
        try {
          await fileStore.delete(key);
          removed += 1;
        } catch {
          // Left in the store: the record says how many went.
        }
      }
      if (removed > 0) {
        await database.db
          .update(erasureRecords)
          .set({ files_removed: removed })
          .where(sql`${erasureRecords.id} = ${recordId}`);
      }
      return { recordId };
    },
  };
}
