import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { users } from '../identity/identity.tables.ts';
import { guardianSubscriptions } from './guardians.tables.ts';

export type SubscriptionRow = typeof guardianSubscriptions.$inferSelect;
export type SubscriptionValues = Omit<SubscriptionRow, 'guardian_id' | 'platform_id' | 'created_at' | 'updated_at'>;

export function createSubscriptionsRepository(db: Executor) {
  return {
    async find(platformId: string, guardianId: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(guardianSubscriptions)
        .where(
          and(eq(guardianSubscriptions.platform_id, platformId), eq(guardianSubscriptions.guardian_id, guardianId)),
        )
        .limit(1);
      return row ?? null;
    },

    async save(platformId: string, guardianId: string, values: SubscriptionValues): Promise<SubscriptionRow> {
      const [row] = await db
        .insert(guardianSubscriptions)
        .values({ platform_id: platformId, guardian_id: guardianId, ...values })
        .onConflictDoUpdate({
          target: guardianSubscriptions.guardian_id,
          set: { ...values, updated_at: new Date() },
          setWhere: eq(guardianSubscriptions.platform_id, platformId),
        })
        .returning();
      if (!row) throw new Error('subscription not written');
      return row;
    },

    async isGuardian(platformId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.platform_id, platformId), eq(users.id, userId), eq(users.role, 'guardian')))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
