import type { AvatarItemOption, HomeLayer, PetSlot, PetSpecies, StoreItem, StoreItemKind } from '@ava/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { ledgerPostings } from '../ledger/ledger.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

/**
 * A platform's store categories (no parent) and their sub-categories (a parent). A category sells
 * one kind of item; its sub-categories sell the same.
 */
export const storeCategories = pgTable(
  'store_categories',
  {
    id: id(),
    platform_id: platformRef(),
    parent_id: uuid('parent_id').references((): AnyPgColumn => storeCategories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<StoreItemKind>().notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('store_categories_slug_key').on(t.platform_id, t.slug).where(sql`${t.parent_id} is null`),
    uniqueIndex('store_sub_categories_slug_key').on(t.parent_id, t.slug).where(sql`${t.parent_id} is not null`),
  ],
);

/**
 * A product: its price in pokz, its stock (null is unlimited; never below zero) and the item it
 * gives. Retired products leave the shelves but stay owned; they are never deleted.
 */
export const storeProducts = pgTable(
  'store_products',
  {
    id: id(),
    platform_id: platformRef(),
    category_id: uuid('category_id')
      .notNull()
      .references(() => storeCategories.id),
    sub_category_id: uuid('sub_category_id').references(() => storeCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    stock: integer('stock'),
    item: jsonb('item').$type<StoreItem>().notNull(),
    position: integer('position').notNull().default(0),
    retired_at: timestamp('retired_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('store_products_shelf_idx').on(t.platform_id, t.category_id, t.position),
    check('store_products_price_positive', sql`${t.price} > 0`),
    check('store_products_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

/**
 * One purchase: what was paid, by which ledger posting. The inventory is the purchases of a user;
 * an item owned once (`repeatable` false) is bought at most once per user.
 */
export const storePurchases = pgTable(
  'store_purchases',
  {
    id: id(),
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product_id: uuid('product_id')
      .notNull()
      .references(() => storeProducts.id),
    posting_id: uuid('posting_id')
      .notNull()
      .references(() => ledgerPostings.id),
    price: integer('price').notNull(),
    repeatable: boolean('repeatable').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_purchases_user_idx').on(t.user_id, t.product_id),
    index('store_purchases_product_idx').on(t.product_id),
    uniqueIndex('store_purchases_once_key').on(t.user_id, t.product_id).where(sql`not ${t.repeatable}`),
  ],
);

/**
 * What a student's avatar wears: one owned avatar product per DiceBear option. Kept beside the
 * purchases because wearing needs owning; the options not sold (skin, eyes) are the avatar's defaults.
 */
export const storeWornItems = pgTable(
  'store_worn_items',
  {
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    option: text('option').$type<AvatarItemOption>().notNull(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => storeProducts.id),
    worn_at: timestamp('worn_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.option] })],
);

/**
 * A student's one pet: its species and name, and when each need was last cared for (its levels are
 * derived from these and the clock). Created once, on adopting.
 */
export const storePets = pgTable('store_pets', {
  platform_id: platformRef(),
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  species: text('species').$type<PetSpecies>().notNull(),
  name: text('name').notNull(),
  bathed_at: timestamp('bathed_at', { withTimezone: true }).notNull(),
  fed_at: timestamp('fed_at', { withTimezone: true }).notNull(),
  played_at: timestamp('played_at', { withTimezone: true }).notNull(),
  ...timestamps,
});

/** What a student's pet wears or keeps beside it: one owned pet product per slot. */
export const storePetItems = pgTable(
  'store_pet_items',
  {
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: text('slot').$type<PetSlot>().notNull(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => storeProducts.id),
    worn_at: timestamp('worn_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.slot] })],
);

/**
 * Minha casa: where each owned home product stands in the student's room (at most once: the
 * primary key), and its layer, so that a cell holds one piece of each (a rug under a sofa).
 */
export const storeHomePieces = pgTable(
  'store_home_pieces',
  {
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product_id: uuid('product_id')
      .notNull()
      .references(() => storeProducts.id),
    layer: text('layer').$type<HomeLayer>().notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    placed_at: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.product_id] }),
    uniqueIndex('store_home_pieces_spot_key').on(t.user_id, t.layer, t.x, t.y),
    check('store_home_pieces_spot_in_room', sql`${t.x} >= 0 and ${t.y} >= 0`),
  ],
);
