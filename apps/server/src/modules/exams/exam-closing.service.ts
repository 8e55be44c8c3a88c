import { examPokz } from '@ava/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import type { ActivityPokz, DeliveryRepository } from '../activities/activities.module.ts';
import type { AttemptRow, ExamsRepository, ExamTarget } from './exams.repository.ts';

/**
 * Closing and rescoring attempts, each in one transaction with the deliveries it settles: an
 * activity's finished attempt is the student's delivery, sent with its score and the pokz that
 * score pays (examPokz), which the ledger pays in the same transaction.
 */
export function createExamClosing(deps: {
  repo: ExamsRepository;
  deliveries: DeliveryRepository;
  activityPokz: ActivityPokz;
  transact: Transact;
  clock: Clock;
}) {
  const { repo, deliveries, activityPokz, transact, clock } = deps;

  /** Records the activity attempts' deliveries as sent, with their scores and pokz. */
  async function recordDeliveries(platformId: string, attempts: AttemptRow[], tx: Executor): Promise<void> {
    const finished = attempts.filter((attempt) => attempt.activity_id && attempt.finished_at);
    await deliveries.recordSent(
      platformId,
      finished.map((attempt) => ({
        activityId: attempt.activity_id as string,
        studentId: attempt.student_id,
        deliveredAt: attempt.finished_at as Date,
        score: attempt.score ?? undefined,
        pokz: attempt.score === null ? undefined : examPokz(attempt.score),
      })),
      tx,
    );
    // recordSent keeps the grade it is given none for; an attempt whose every question is
    // nullified has no score, and its delivery no grade.
    const unscored = new Map<string, string[]>();
    for (const attempt of finished.filter((row) => row.score === null)) {
      const activityId = attempt.activity_id as string;
      unscored.set(activityId, [...(unscored.get(activityId) ?? []), attempt.student_id]);
    }
    for (const [activityId, studentIds] of unscored) {
      await deliveries.update(platformId, activityId, studentIds, { score: null }, tx);
    }
    const scored = finished.filter((attempt) => attempt.score !== null);
    const keys = scored.map((attempt) => ({
      activityId: attempt.activity_id as string,
      studentId: attempt.student_id,
    }));
    await activityPokz.settle(platformId, keys, tx);
  }

  return {
    /** Finishes one attempt now; null when it was already finished. */
    finish: (platformId: string, attemptId: string, reason: string): Promise<AttemptRow | null> =>
      transact(async (tx) => {
        const closed = await repo.finishAttempt(platformId, attemptId, clock.now(), reason, tx);
        if (closed) await recordDeliveries(platformId, [closed], tx);
        return closed;
      }),

    /** Closes at their deadline the open attempts of the scope whose time ran out. */
    closeExpired: (platformId: string, scope: { target?: ExamTarget; studentId?: string; mocksOnly?: boolean }) =>
      transact(async (tx) => {
        const closed = await repo.closeExpired(platformId, scope, clock.now(), tx);
        await recordDeliveries(platformId, closed, tx);
      }),

    /** The teacher closes every open attempt of the activity now; returns how many. */
    closeAll: (platformId: string, activityId: string): Promise<number> =>
      transact(async (tx) => {
        const closed = await repo.closeAll(platformId, activityId, clock.now(), tx);
        await recordDeliveries(platformId, closed, tx);
        return closed.length;
      }),

    /** Nullifies questions of the activity's exam and rescores its finished attempts and their deliveries. */
    nullify: (platformId: string, activityId: string, items: { question_id: string; reason: string }[]) =>
      transact(async (tx) => {
        const rescored = await repo.nullify(platformId, activityId, items, tx);
        await recordDeliveries(platformId, rescored, tx);
      }),
  };
}

export type ExamClosing = ReturnType<typeof createExamClosing>;
