import type { PetSlot } from '@ava/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { ProductRow } from './store.repository.ts';
import { storePetItems, storePets, storeProducts } from './store.tables.ts';

export type PetRow = typeof storePets.$inferSelect;
export type PetCareColumn = 'bathed_at' | 'fed_at' | 'played_at';

/** The students' pets and what each wears. Every function takes the platform id. */
export function createStorePetRepository(db: Executor) {
  const ownPet = (platformId: string, userId: string) =>
    and(eq(storePets.platform_id, platformId), eq(storePets.user_id, userId));

  return {
    async pet(platformId: string, userId: string): Promise<PetRow | null> {
      const [row] = await db.select().from(storePets).where(ownPet(platformId, userId));
      return row ?? null;
    },

    /** Adopts the pet, its needs cared for now; false when the student already has one. */
    async adopt(
      platformId: string,
      userId: string,
      pet: Pick<PetRow, 'species' | 'name'>,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .insert(storePets)
        .values({
          platform_id: platformId,
          user_id: userId,
          ...pet,
          bathed_at: now,
          fed_at: now,
          played_at: now,
          created_at: now,
          updated_at: now,
        })
        .onConflictDoNothing()
        .returning({ user_id: storePets.user_id });
      return rows.length > 0;
    },

    async care(platformId: string, userId: string, column: PetCareColumn, now: Date): Promise<void> {
      await db
        .update(storePets)
        .set({ [column]: now, updated_at: now })
        .where(ownPet(platformId, userId));
    },

    /** What the pet wears and keeps beside it, with the products that give it. */
    async worn(platformId: string, userId: string): Promise<{ slot: PetSlot; product: ProductRow }[]> {
      return db
        .select({ slot: storePetItems.slot, product: storeProducts })
        .from(storePetItems)
        .innerJoin(storeProducts, eq(storeProducts.id, storePetItems.product_id))
        .where(and(eq(storePetItems.platform_id, platformId), eq(storePetItems.user_id, userId)))
        .orderBy(asc(storePetItems.slot));
    },

    /** Puts the product in its slot in place of whatever was there. */
    async wear(platformId: string, userId: string, slot: PetSlot, productId: string, now: Date): Promise<void> {
      await db
        .insert(storePetItems)
        .values({ platform_id: platformId, user_id: userId, slot, product_id: productId, worn_at: now })
        .onConflictDoUpdate({
          target: [storePetItems.user_id, storePetItems.slot],
          set: { product_id: productId, worn_at: now },
        });
    },

    async takeOff(platformId: string, userId: string, slot: PetSlot): Promise<void> {
      await db
        .delete(storePetItems)
        .where(
          and(
            eq(storePetItems.platform_id, platformId),
            eq(storePetItems.user_id, userId),
            eq(storePetItems.slot, slot),
          ),
        );
    },
  };
}

export type StorePetRepository = ReturnType<typeof createStorePetRepository>;
