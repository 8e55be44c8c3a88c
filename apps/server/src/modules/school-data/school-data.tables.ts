import { STUDENT_LOAD_STATUSES } from '@ava/contracts';
import { index, integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';
import { schools } from '../tenancy/tenancy.tables.ts';

export const studentLoadStatusEnum = pgEnum('student_load_status', STUDENT_LOAD_STATUSES);

/** One validated student of a confirmed load: what the job writes. */
export interface LoadStudent {
  name: string;
  username: string;
  email: string | null;
  classroom_id: string;
  classroom_name: string;
}

/** The account the job made, with its first password, for the access sheet of the one who loaded it. */
export interface LoadAccount {
  name: string;
  username: string;
  password: string;
  classroom: string;
}

/**
 * A confirmed bulk load of students: the rows the preview accepted, written by a job in one
 * transaction; `done` counts the accounts prepared so far (the progress bar).
 */
export const studentLoads = pgTable(
  'student_loads',
  {
    id: id(),
    platform_id: platformRef(),
    school_id: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: studentLoadStatusEnum('status').notNull().default('queued'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    students: jsonb('students').$type<LoadStudent[]>().notNull(),
    accounts: jsonb('accounts').$type<LoadAccount[]>(),
    error: text('error'),
    ...timestamps,
  },
  (t) => [index('student_loads_platform_creator_idx').on(t.platform_id, t.created_by)],
);
