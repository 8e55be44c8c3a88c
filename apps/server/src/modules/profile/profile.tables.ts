import { PROFILE_IMG_TYPES, RELATIVES } from '@ava/contracts';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';
import { stageEnum } from '../tenancy/tenancy.tables.ts';

/** One row per user who changed a setting; absent rows mean the defaults. */
export const profileSettings = pgTable('profile_settings', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  platform_id: platformRef(),
  hide_navbar: boolean('hide_navbar').notNull(),
  animated_map: boolean('animated_map').notNull(),
  customizable_dashboard: boolean('customizable_dashboard').notNull(),
  ...timestamps,
});

export const profileImgTypeEnum = pgEnum('profile_img_type', PROFILE_IMG_TYPES);
export const relativeEnum = pgEnum('relative', RELATIVES);

/** What a user keeps on their profile beyond the account; absent rows mean nothing was set. */
export const userProfiles = pgTable('user_profiles', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  platform_id: platformRef(),
  /** Storage key of the uploaded photo. */
  photo_key: text('photo_key'),
  /** A ready-made avatar (READY_AVATARS) a student picked. */
  avatar: text('avatar'),
  img_type: profileImgTypeEnum('img_type').notNull().default('picture'),
  birthday: date('birthday', { mode: 'string' }),
  race: text('race'),
  phone: text('phone'),
  flexible_menu: boolean('flexible_menu').notNull().default(false),
  background_id: text('background_id'),
  shortcuts: jsonb('shortcuts').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  category_ids: jsonb('category_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  ...timestamps,
});

export const userAddresses = pgTable('user_addresses', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  platform_id: platformRef(),
  zipcode: text('zipcode').notNull(),
  street: text('street').notNull(),
  number: text('number').notNull(),
  complement: text('complement').notNull().default(''),
  neighborhood: text('neighborhood').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  ...timestamps,
});

/** Responsible adults a student lists on their profile (not guardian accounts). */
export const studentResponsibles = pgTable(
  'student_responsibles',
  {
    id: id(),
    platform_id: platformRef(),
    student_id: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relationship: relativeEnum('relationship').notNull(),
    email: text('email'),
    phone: text('phone'),
    ...timestamps,
  },
  (t) => [index('student_responsibles_student_idx').on(t.platform_id, t.student_id)],
);

/** Banners of a platform's student dashboard, optionally for one stage and a time window. */
export const dashboardBanners = pgTable(
  'dashboard_banners',
  {
    id: id(),
    platform_id: platformRef(),
    title: text('title').notNull(),
    description: text('description'),
    image_url: text('image_url'),
    link_url: text('link_url'),
    stage: stageEnum('stage'),
    position: integer('position').notNull().default(0),
    starts_at: timestamp('starts_at', { withTimezone: true }),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('dashboard_banners_platform_idx').on(t.platform_id)],
);
