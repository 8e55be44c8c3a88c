import { HOMEWORK_MESSAGES, MESSAGES } from '@ava/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { ActivityAccess } from '../activities/activities.access.ts';
import type { HomeworkPlayCheck } from '../challenges/challenges.module.ts';
import { UUID } from '../storage/storage.module.ts';
import type { HomeworkRepository } from './homework.repository.ts';
import { isHomeworkClosed } from './homework-rules.ts';

/**
 * What calculate_score asks before recording a play under rule K: the scoring id is a published
 * tarefa the student is assigned to, still open for them, holding that challenge. Built from
 * this module's parts and handed to the challenges module, which is built first.
 */
export function createHomeworkPlayCheck(deps: {
  repo: Pick<HomeworkRepository, 'holdsGame'>;
  /** Access read in calculate_score's transaction. */
  accessOn: (tx: Executor) => Pick<ActivityAccess, 'forStudent'>;
  clock: Clock;
}): HomeworkPlayCheck {
  const { repo, accessOn, clock } = deps;
  return async (user, activityId, contentId, tx) => {
    // Ids are UUIDs: any other scoring id names no tarefa (and would not cast).
    if (!UUID.test(activityId)) throw notFound(MESSAGES.activityNotFound);
    const { activity, assignment } = await accessOn(tx).forStudent(user, activityId);
    if (activity.kind !== 'homework') throw notFound(MESSAGES.activityNotFound);
    if (isHomeworkClosed(activity, assignment.status, clock.now())) {
      throw new AppError(409, HOMEWORK_MESSAGES.homeworkClosed);
    }
    if (!(await repo.holdsGame(user.platformId, activity.id, contentId, tx))) {
      throw notFound(HOMEWORK_MESSAGES.gameNotInHomework);
    }
  };
}
