import type { HomeLayer, StoreItem } from '@ava/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { storeHomePieces, storeProducts } from './store.tables.ts';

export interface HomePieceRow {
  product_id: string;
  name: string;
  item: StoreItem;
  x: number;
  y: number;
}

export interface Spot {
  layer: HomeLayer;
  x: number;
  y: number;
}

/** Minha casa's pieces: where each of a student's home products stands. Every function takes the platform id. */
export function createStoreHomeRepository(db: Executor) {
  const ofUser = (platformId: string, userId: string) =>
    and(eq(storeHomePieces.platform_id, platformId), eq(storeHomePieces.user_id, userId));

  return {
    /** The room's pieces, back to front and left to right, with the products that give them. */
    async pieces(platformId: string, userId: string): Promise<HomePieceRow[]> {
      return db
        .select({
          product_id: storeHomePieces.product_id,
          name: storeProducts.name,
          item: storeProducts.item,
          x: storeHomePieces.x,
          y: storeHomePieces.y,
        })
        .from(storeHomePieces)
        .innerJoin(storeProducts, eq(storeProducts.id, storeHomePieces.product_id))
        .where(ofUser(platformId, userId))
        .orderBy(asc(storeHomePieces.y), asc(storeHomePieces.x), asc(storeHomePieces.layer));
    },

    /** The product whose piece takes the spot, if any. */
    async occupant(platformId: string, userId: string, spot: Spot): Promise<string | null> {
      const [row] = await db
        .select({ product_id: storeHomePieces.product_id })
        .from(storeHomePieces)
        .where(
          and(
            ofUser(platformId, userId),
            eq(storeHomePieces.layer, spot.layer),
            eq(storeHomePieces.x, spot.x),
            eq(storeHomePieces.y, spot.y),
          ),
        );
      return row?.product_id ?? null;
    },

    /** Puts the product's piece at the spot, wherever it stood before; a taken spot is a unique violation. */
    async place(platformId: string, userId: string, productId: string, spot: Spot, now: Date) {
      await db
        .insert(storeHomePieces)
        .values({ platform_id: platformId, user_id: userId, product_id: productId, ...spot, placed_at: now })
        .onConflictDoUpdate({
          target: [storeHomePieces.user_id, storeHomePieces.product_id],
          set: { ...spot, placed_at: now },
        });
    },

    async remove(platformId: string, userId: string, productId: string) {
      await db
        .delete(storeHomePieces)
        .where(and(ofUser(platformId, userId), eq(storeHomePieces.product_id, productId)));
    },
  };
}

export type StoreHomeRepository = ReturnType<typeof createStoreHomeRepository>;
