import type { Executor } from '../../platform/db/database.ts';
import type { Ledger } from '../ledger/ledger.module.ts';
import type { DeliveryKey, DeliveryRepository } from './delivery.repository.ts';

/** What the ledger calls the pokz of one student's delivery: the same every time it is settled. */
const deliverySource = (activityId: string, studentId: string) => `activity:${activityId}:${studentId}`;

/**
 * Pays the pokz the deliveries now hold (activity_students.pokz): the ledger posts, for each, the
 * difference from what it paid before, in the transaction that changed them. A digital exam's
 * are 'exam' in the statement, the other kinds' 'activity'.
 */
export function createActivityPokz(deps: {
  deliveries: Pick<DeliveryRepository, 'pokzOf'>;
  ledger: Pick<Ledger, 'settle'>;
}) {
  const { deliveries, ledger } = deps;
  return {
    async settle(platformId: string, keys: DeliveryKey[], tx: Executor): Promise<void> {
      for (const row of await deliveries.pokzOf(platformId, keys, tx)) {
        await ledger.settle(tx, {
          platformId,
          userId: row.student_id,
          source: deliverySource(row.activity_id, row.student_id),
          total: row.pokz,
          event: row.title,
          eventType: row.kind === 'digital_exam' ? 'exam' : 'activity',
        });
      }
    },
  };
}

export type ActivityPokz = ReturnType<typeof createActivityPokz>;
