import { LIBRARY_CARD_TYPES } from '@ava/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef, platforms } from '../platforms/platforms.tables.ts';

export const libraryCardTypeEnum = pgEnum('library_card_type', LIBRARY_CARD_TYPES);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A file kept with an item (a class's attachments): its name and its storage key. */
export interface LibraryAttachmentRow {
  name: string;
  key: string;
}

/**
 * Items of the library. `platform_id` null is the installation's shared default source, which
 * every platform reads; otherwise the item is that platform's own. `search_text` is the title,
 * subtitle, description, subject and BNCC codes lowered and without accents; the tsvector
 * (Portuguese stemming) is built on it, and its words go to library_words (typos).
 */
export const libraryItems = pgTable(
  'library_items',
  {
    id: id(),
    platform_id: uuid('platform_id').references(() => platforms.id, { onDelete: 'cascade' }),
    card_type: libraryCardTypeEnum('card_type').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description'),
    subject: text('subject'),
    grade_ids: smallint('grade_ids').array().notNull().default(sql`'{}'::smallint[]`),
    bncc: text('bncc').array().notNull().default(sql`'{}'::text[]`),
    body_html: text('body_html'),
    video_url: text('video_url'),
    file_key: text('file_key'),
    audio_key: text('audio_key'),
    cover_key: text('cover_key'),
    attachments: jsonb('attachments').$type<LibraryAttachmentRow[]>().notNull().default([]),
    downloadable: boolean('downloadable').notNull().default(false),
    search_text: text('search_text').notNull(),
    search_vector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('portuguese'::regconfig, search_text)`),
    ...timestamps,
  },
  (t) => [
    index('library_items_source_idx').on(t.platform_id, t.card_type, t.title),
    index('library_items_vector_idx').using('gin', t.search_vector),
  ],
);

const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const itemRef = () =>
  uuid('item_id')
    .notNull()
    .references(() => libraryItems.id, { onDelete: 'cascade' });

export const libraryFavorites = pgTable(
  'library_favorites',
  { platform_id: platformRef(), user_id: userRef(), item_id: itemRef(), ...timestamps },
  (t) => [primaryKey({ columns: [t.user_id, t.item_id] })],
);

export const libraryDownloads = pgTable(
  'library_downloads',
  { platform_id: platformRef(), user_id: userRef(), item_id: itemRef(), ...timestamps },
  (t) => [primaryKey({ columns: [t.user_id, t.item_id] })],
);

export const libraryRatings = pgTable(
  'library_ratings',
  {
    platform_id: platformRef(),
    user_id: userRef(),
    item_id: itemRef(),
    rating: real('rating').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.item_id] }), index('library_ratings_item_idx').on(t.item_id)],
);

/** Time spent in a library screen, credited at most once a day (America/Sao_Paulo) per type. */
export const libraryWorkloads = pgTable(
  'library_workloads',
  {
    platform_id: platformRef(),
    user_id: userRef(),
    card_type: libraryCardTypeEnum('card_type').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.card_type, t.day] })],
);

/**
 * The words of every item's search_text (lowered, unaccented, unstemmed), for typo tolerance:
 * a typed word is compared by trigram similarity with this short list rather than with every
 * item, and the nearest words join the full-text query. Words only, never an item or a platform.
 */
export const libraryWords = pgTable('library_words', { word: text('word').primaryKey() }, (t) => [
  index('library_words_trigram_idx').using('gin', t.word.op('gin_trgm_ops')),
]);
