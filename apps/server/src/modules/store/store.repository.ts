import type { AvatarItemOption, StoreItemKind } from '@ava/contracts';
import { and, asc, count, eq, gt, isNotNull, isNull, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { containsPattern, foldedColumn, foldText } from '../../platform/db/text-search.ts';
import { storeCategories, storeProducts, storePurchases, storeWornItems } from './store.tables.ts';

export type CategoryRow = typeof storeCategories.$inferSelect;
export type ProductRow = typeof storeProducts.$inferSelect;
/** A product with how many of it one user owns. */
export type ShelfRow = ProductRow & { owned: number };
export type ManagedRow = ProductRow & { sold: number };
export type NewProduct = Omit<typeof storeProducts.$inferInsert, 'id' | 'platform_id' | 'created_at' | 'updated_at'>;
export type ProductChanges = Partial<Pick<ProductRow, 'name' | 'description' | 'price' | 'stock' | 'retired_at'>>;
export interface InventoryRow {
  product: ShelfRow;
  quantity: number;
  acquired_at: Date;
}

export interface ShelfFilters {
  categoryId?: string | undefined;
  subCategoryId?: string | undefined;
  maxPrice?: number | undefined;
}

export interface Page {
  limit: number;
  offset: number;
}

const onSale = isNull(storeProducts.retired_at);
const catalogueOrder = [asc(storeProducts.position), asc(storeProducts.name), asc(storeProducts.id)];

/** Categories, products and purchases of a platform's store. Every function takes the platform id. */
export function createStoreRepository(db: Executor) {
  // Written by hand: in a query of one table Drizzle leaves columns unqualified, and inside the
  // subquery an unqualified `id` would be the purchase's.
  const ownedBy = (userId: string) =>
    sql<number>`(select count(*)::int from ${storePurchases} bought
      where bought.product_id = ${storeProducts}.id and bought.user_id = ${userId})`;
  const sold = sql<number>`(select count(*)::int from ${storePurchases} bought
    where bought.product_id = ${storeProducts}.id)`;

  async function shelf(platformId: string, userId: string, where: SQL | undefined, page: Page) {
    return db
      .select({ product: storeProducts, owned: ownedBy(userId) })
      .from(storeProducts)
      .innerJoin(storeCategories, eq(storeCategories.id, storeProducts.category_id))
      .where(and(eq(storeProducts.platform_id, platformId), where))
      .orderBy(asc(storeCategories.position), ...catalogueOrder)
      .limit(page.limit)
      .offset(page.offset);
  }
  const withOwned = (rows: { product: ProductRow; owned: number }[]): ShelfRow[] =>
    rows.map((row) => ({ ...row.product, owned: row.owned }));

  return {
    async categories(platformId: string): Promise<CategoryRow[]> {
      return db
        .select()
        .from(storeCategories)
        .where(and(eq(storeCategories.platform_id, platformId), isNull(storeCategories.parent_id)))
        .orderBy(asc(storeCategories.position), asc(storeCategories.name));
    },

    async subCategories(platformId: string, categoryId: string): Promise<CategoryRow[]> {
      return db
        .select()
        .from(storeCategories)
        .where(and(eq(storeCategories.platform_id, platformId), eq(storeCategories.parent_id, categoryId)))
        .orderBy(asc(storeCategories.position), asc(storeCategories.name));
    },

    /** A category or a sub-category of the platform. */
    async findCategory(platformId: string, categoryId: string): Promise<CategoryRow | null> {
      const [row] = await db
        .select()
        .from(storeCategories)
        .where(and(eq(storeCategories.platform_id, platformId), eq(storeCategories.id, categoryId)));
      return row ?? null;
    },

    /** The products on sale that match, a page of them, and how many match. */
    async onSale(
      platformId: string,
      userId: string,
      filters: ShelfFilters,
      page: Page,
    ): Promise<{ rows: ShelfRow[]; total: number }> {
      const where = and(
        onSale,
        filters.categoryId ? eq(storeProducts.category_id, filters.categoryId) : undefined,
        filters.subCategoryId ? eq(storeProducts.sub_category_id, filters.subCategoryId) : undefined,
        filters.maxPrice !== undefined ? lte(storeProducts.price, filters.maxPrice) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        shelf(platformId, userId, where, page),
        db
          .select({ total: count() })
          .from(storeProducts)
          .where(and(eq(storeProducts.platform_id, platformId), where)),
      ]);
      return { rows: withOwned(rows), total: counted?.total ?? 0 };
    },

    /** Products on sale whose name or description holds `text`, accents and case aside. */
    async search(platformId: string, userId: string, text: string, limit: number): Promise<ShelfRow[]> {
      const pattern = containsPattern(foldText(text));
      const where = and(
        onSale,
        or(like(foldedColumn(storeProducts.name), pattern), like(foldedColumn(storeProducts.description), pattern)),
      );
      return withOwned(await shelf(platformId, userId, where, { limit, offset: 0 }));
    },

    /** A product of the platform in any state, with how many of it the user owns. */
    async product(platformId: string, userId: string, productId: string, tx: Executor = db): Promise<ShelfRow | null> {
      const [row] = await tx
        .select({ product: storeProducts, owned: ownedBy(userId) })
        .from(storeProducts)
        .where(and(eq(storeProducts.platform_id, platformId), eq(storeProducts.id, productId)));
      return row ? { ...row.product, owned: row.owned } : null;
    },

    /**
     * Takes one from a limited stock in one conditional statement, which holds the product's row
     * until the transaction ends: concurrent buyers of the last one take turns, and the stock never
     * goes below zero. Returns what is left, or null when none was left.
     */
    async takeOne(platformId: string, productId: string, tx: Executor): Promise<number | null> {
      const [row] = await tx
        .update(storeProducts)
        .set({ stock: sql`${storeProducts.stock} - 1` })
        .where(
          and(
            eq(storeProducts.platform_id, platformId),
            eq(storeProducts.id, productId),
            isNotNull(storeProducts.stock),
            gt(storeProducts.stock, 0),
          ),
        )
        .returning({ stock: storeProducts.stock });
      return row ? (row.stock ?? null) : null;
    },

    async insertPurchase(
      platformId: string,
      values: Omit<typeof storePurchases.$inferInsert, 'platform_id'>,
      tx: Executor,
    ): Promise<void> {
      await tx.insert(storePurchases).values({ ...values, platform_id: platformId });
    },

    /** The products the user bought, with how many and since when; retired ones too. */
    async inventory(platformId: string, userId: string, kind?: StoreItemKind): Promise<InventoryRow[]> {
      const rows = await db
        .select({
          product: storeProducts,
          quantity: sql<number>`count(*)::int`,
          acquired_at: sql<Date>`min(${storePurchases.created_at})`.mapWith(storePurchases.created_at),
        })
        .from(storePurchases)
        .innerJoin(storeProducts, eq(storeProducts.id, storePurchases.product_id))
        .where(
          and(
            eq(storePurchases.platform_id, platformId),
            eq(storePurchases.user_id, userId),
            kind ? sql`${storeProducts.item}->>'kind' = ${kind}` : undefined,
          ),
        )
        .groupBy(storeProducts.id)
        .orderBy(sql`min(${storePurchases.created_at})`, asc(storeProducts.id));
      return rows.map((row) => ({
        product: { ...row.product, owned: row.quantity },
        quantity: row.quantity,
        acquired_at: row.acquired_at,
      }));
    },

    /** The whole catalogue for its administrators, retired products too, with how many were sold. */
    async managed(
      platformId: string,
      categoryId: string | undefined,
      page: Page,
    ): Promise<{ rows: ManagedRow[]; total: number }> {
      const where = and(
        eq(storeProducts.platform_id, platformId),
        categoryId ? eq(storeProducts.category_id, categoryId) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({ product: storeProducts, sold })
          .from(storeProducts)
          .innerJoin(storeCategories, eq(storeCategories.id, storeProducts.category_id))
          .where(where)
          .orderBy(asc(storeCategories.position), ...catalogueOrder)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(storeProducts).where(where),
      ]);
      return { rows: rows.map((row) => ({ ...row.product, sold: row.sold })), total: counted?.total ?? 0 };
    },

    async managedProduct(platformId: string, productId: string): Promise<ManagedRow | null> {
      const [row] = await db
        .select({ product: storeProducts, sold })
        .from(storeProducts)
        .where(and(eq(storeProducts.platform_id, platformId), eq(storeProducts.id, productId)));
      return row ? { ...row.product, sold: row.sold } : null;
    },

    /** A new product, last on its category's shelf. */
    async insertProduct(platformId: string, values: NewProduct): Promise<string> {
      const [row] = await db
        .insert(storeProducts)
        .values({
          ...values,
          platform_id: platformId,
          position: sql`(select coalesce(max(${storeProducts.position}), -1) + 1 from ${storeProducts}
            where ${storeProducts.platform_id} = ${platformId} and ${storeProducts.category_id} = ${values.category_id})`,
        })
        .returning({ id: storeProducts.id });
      if (!row) throw new Error('store product not written');
      return row.id;
    },

    /** One statement: a purchase of the same product waits for it, or it for the purchase. */
    async updateProduct(platformId: string, productId: string, changes: ProductChanges): Promise<boolean> {
      const rows = await db
        .update(storeProducts)
        .set(changes)
        .where(and(eq(storeProducts.platform_id, platformId), eq(storeProducts.id, productId)))
        .returning({ id: storeProducts.id });
      return rows.length > 0;
    },

    /** What the user's avatar wears, with the products that give it. */
    async worn(platformId: string, userId: string): Promise<{ option: AvatarItemOption; product: ProductRow }[]> {
      return db
        .select({ option: storeWornItems.option, product: storeProducts })
        .from(storeWornItems)
        .innerJoin(storeProducts, eq(storeProducts.id, storeWornItems.product_id))
        .where(and(eq(storeWornItems.platform_id, platformId), eq(storeWornItems.user_id, userId)))
        .orderBy(asc(storeWornItems.option));
    },

    /** Puts the product on in place of whatever the avatar wore of the option. */
    async wear(platformId: string, userId: string, option: AvatarItemOption, productId: string, now: Date) {
      await db
        .insert(storeWornItems)
        .values({ platform_id: platformId, user_id: userId, option, product_id: productId, worn_at: now })
        .onConflictDoUpdate({
          target: [storeWornItems.user_id, storeWornItems.option],
          set: { product_id: productId, worn_at: now },
        });
    },

    async takeOff(platformId: string, userId: string, option: AvatarItemOption) {
      await db
        .delete(storeWornItems)
        .where(
          and(
            eq(storeWornItems.platform_id, platformId),
            eq(storeWornItems.user_id, userId),
            eq(storeWornItems.option, option),
          ),
        );
    },
  };
}

export type StoreRepository = ReturnType<typeof createStoreRepository>;
