import { type EnergyEventKind, energyAfter } from '@ava/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { users } from '../identity/identity.tables.ts';
import { mapEnergyEvents } from './map-energy.tables.ts';

export interface EnergyEventValues {
  kind: EnergyEventKind;
  source: string;
  userMap: string | null;
  at: Date;
}

export function createMapEnergyRepository(db: Executor) {
  return {
    async energyOf(platformId: string, userId: string): Promise<number | null> {
      const [row] = await db
        .select({ energy: users.interactive_map_energy })
        .from(users)
        .where(and(eq(users.platform_id, platformId), eq(users.id, userId)));
      return row?.energy ?? null;
    },

    /** Adds the event and its energy to the user's total under a row lock; returns the new total. */
    async record(platformId: string, userId: string, event: EnergyEventValues): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ energy: users.interactive_map_energy })
          .from(users)
          .where(and(eq(users.platform_id, platformId), eq(users.id, userId)))
          .for('update');
        if (!user) return null;
        const energy = energyAfter(user.energy, event.kind);
        await tx.insert(mapEnergyEvents).values({
          platform_id: platformId,
          user_id: userId,
          kind: event.kind,
          source: event.source,
          user_map: event.userMap,
          gained: energy - user.energy,
          created_at: event.at,
          updated_at: event.at,
        });
        if (energy !== user.energy) {
          await tx.update(users).set({ interactive_map_energy: energy }).where(eq(users.id, userId));
        }
        return energy;
      });
    },
  };
}

export type MapEnergyRepository = ReturnType<typeof createMapEnergyRepository>;
