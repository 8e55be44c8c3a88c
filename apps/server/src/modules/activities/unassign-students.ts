import type { Executor } from '../../platform/db/database.ts';
import type { ActivitiesWriteRepository } from './activities-write.repository.ts';
import type { DeliveryRepository } from './delivery.repository.ts';

/** Takes students out of an activity (all of them when none is given): their deliveries with what they left in them. */
export function unassigning(deps: {
  writeRepo: Pick<ActivitiesWriteRepository, 'removeStudentTraces'>;
  deliveries: Pick<DeliveryRepository, 'unassign'>;
}) {
  return async (platformId: string, activityId: string, studentIds: string[] | undefined, tx: Executor) => {
    await deps.writeRepo.removeStudentTraces(platformId, activityId, studentIds, tx);
    await deps.deliveries.unassign(platformId, activityId, studentIds, tx);
  };
}
