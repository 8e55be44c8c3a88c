import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { userAddresses } from './profile.tables.ts';

export type AddressRow = typeof userAddresses.$inferSelect;
export type AddressValues = Omit<AddressRow, 'user_id' | 'platform_id' | 'created_at' | 'updated_at'>;

export function createAddressRepository(db: Executor) {
  return {
    async find(platformId: string, userId: string): Promise<AddressRow | null> {
      const [row] = await db
        .select()
        .from(userAddresses)
        .where(and(eq(userAddresses.platform_id, platformId), eq(userAddresses.user_id, userId)))
        .limit(1);
      return row ?? null;
    },

    async save(platformId: string, userId: string, values: AddressValues): Promise<AddressRow> {
      const [row] = await db
        .insert(userAddresses)
        .values({ platform_id: platformId, user_id: userId, ...values })
        .onConflictDoUpdate({
          target: userAddresses.user_id,
          set: { ...values, updated_at: new Date() },
          setWhere: eq(userAddresses.platform_id, platformId),
        })
        .returning();
      if (!row) throw new Error('address not written');
      return row;
    },
  };
}

export type AddressRepository = ReturnType<typeof createAddressRepository>;
