import type { BackgroundArt, ComposedAvatarPiece } from '@ava/contracts';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { createStoreRepository } from './store.repository.ts';
import { storeProducts, storePurchases } from './store.tables.ts';

/** A profile background the store sells or sold: what it shows, and whether the user owns it. */
export interface StoreBackground {
  art: BackgroundArt;
  name: string;
  product_id: string;
  category_id: string;
  price: number;
  owned: boolean;
  /** On sale now (not retired, not sold out). */
  available: boolean;
}

/**
 * What the store gives the profile (issue 21 part 3): the backgrounds a student owns or may buy,
 * and the pieces their avatar wears. Read only; buying and dressing stay the store's paths.
 */
export function createStoreLooks(db: Executor) {
  const repo = createStoreRepository(db);
  return {
    /** Background products on sale, and retired ones the user owns; one per art, an owned one first. */
    async backgrounds(platformId: string, userId: string): Promise<StoreBackground[]> {
      const owned = sql<boolean>`exists (select 1 from ${storePurchases} bought
        where bought.product_id = ${storeProducts}.id and bought.user_id = ${userId})`;
      const rows = await db
        .select({ product: storeProducts, owned })
        .from(storeProducts)
        .where(
          and(
            eq(storeProducts.platform_id, platformId),
            sql`${storeProducts.item}->>'kind' = 'background'`,
            or(isNull(storeProducts.retired_at), owned),
          ),
        )
        .orderBy(sql`${owned} desc`, asc(storeProducts.position), asc(storeProducts.name), asc(storeProducts.id));
      const byArt = new Map<BackgroundArt, StoreBackground>();
      for (const { product, owned: isOwned } of rows) {
        if (product.item.kind !== 'background' || byArt.has(product.item.art)) continue;
        byArt.set(product.item.art, {
          art: product.item.art,
          name: product.name,
          product_id: product.id,
          category_id: product.category_id,
          price: product.price,
          owned: isOwned,
          available: product.retired_at === null && product.stock !== 0,
        });
      }
      return [...byArt.values()];
    },

    /** What the user's avatar wears, option by option. */
    async wornPieces(platformId: string, userId: string): Promise<ComposedAvatarPiece[]> {
      const rows = await repo.worn(platformId, userId);
      return rows.flatMap(({ option, product }) =>
        product.item.kind === 'avatar' ? [{ option, value: product.item.value }] : [],
      );
    },
  };
}

export type StoreLooks = ReturnType<typeof createStoreLooks>;
