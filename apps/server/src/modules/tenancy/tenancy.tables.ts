import { STAGES } from '@ava/contracts';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

export const stageEnum = pgEnum('school_stage', STAGES);
export const classroomRoleEnum = pgEnum('classroom_role', ['student', 'teacher']);

export const schoolGroups = pgTable(
  'school_groups',
  {
    id: id(),
    platform_id: platformRef(),
    name: text('name').notNull(),
    external_id: text('external_id'),
    ...timestamps,
  },
  (t) => [index('school_groups_platform_idx').on(t.platform_id)],
);

export const schools = pgTable(
  'schools',
  {
    id: id(),
    platform_id: platformRef(),
    school_group_id: uuid('school_group_id').references(() => schoolGroups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    external_id: text('external_id'),
    ...timestamps,
  },
  (t) => [index('schools_platform_idx').on(t.platform_id)],
);

/** Reference grades: the id is the stage grade id of document 1 section 6. */
export const grades = pgTable('grades', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  stage: stageEnum('stage'),
  ...timestamps,
});

export const classrooms = pgTable(
  'classrooms',
  {
    id: id(),
    platform_id: platformRef(),
    school_id: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    grade_id: smallint('grade_id')
      .notNull()
      .references(() => grades.id),
    name: text('name').notNull(),
    year: integer('year').notNull(),
    ...timestamps,
  },
  (t) => [index('classrooms_platform_school_idx').on(t.platform_id, t.school_id)],
);

export const classroomMembers = pgTable(
  'classroom_members',
  {
    platform_id: platformRef(),
    classroom_id: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: classroomRoleEnum('role').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.classroom_id, t.user_id] }), index('classroom_members_user_idx').on(t.user_id)],
);

/** A user's link to a school, with the terms and profile confirmation dates of that school. */
export const schoolMemberships = pgTable(
  'school_memberships',
  {
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    school_id: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.school_id] })],
);

export const guardianLinks = pgTable(
  'guardian_links',
  {
    platform_id: platformRef(),
    guardian_id: uuid('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    student_id: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The guardian created this dependent's account (counted by the plan), rather than a school linking it. */
    managed: boolean('managed').notNull().default(false),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.guardian_id, t.student_id] }), index('guardian_links_student_idx').on(t.student_id)],
);
