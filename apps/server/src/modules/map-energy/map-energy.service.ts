import { ENERGY_GAIN, type EnergyEventKind, roleGroup } from '@ava/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { createMicroBatch } from '../../platform/db/micro-batch.ts';
import { createMapEnergyRepository } from './map-energy.repository.ts';

export interface EnergyEvent {
  kind: EnergyEventKind;
  /** What the student did: 'forum_comment', 'student_response', 'exam_finish', ... */
  source: string;
  userMap?: string | null;
}

/**
 * Energy of the interactive map. Other modules call `raise` after a student's action;
 * it never throws, because a failed energy increase must not undo the action (document 2
 * section 8: the failure is only logged).
 */
export function createMapEnergyService(deps: { db: Executor; clock: Clock; logger: Pick<FastifyBaseLogger, 'error'> }) {
  const repo = createMapEnergyRepository(deps.db);
  // Events raised together (e.g. many students posting at once) share one statement.
  const record = createMicroBatch(repo.record);
  return {
    /** Records the event for a student and returns their energy; null for other roles or on failure. */
    async raise(user: AuthContext, event: EnergyEvent): Promise<number | null> {
      if (roleGroup(user.role) !== 'student') return null;
      try {
        return await record({
          platformId: user.platformId,
          userId: user.userId,
          kind: event.kind,
          gain: ENERGY_GAIN[event.kind],
          source: event.source,
          userMap: event.userMap ?? null,
          at: deps.clock.now(),
        });
      } catch (err) {
        deps.logger.error({ err, userId: user.userId, event }, 'map energy event not recorded');
        return null;
      }
    },

    /** The caller's energy; non-students have no events and keep their stored value. */
    async energyOf(user: AuthContext): Promise<number> {
      return (await repo.energyOf(user.platformId, user.userId)) ?? 0;
    },
  };
}

export type MapEnergyService = ReturnType<typeof createMapEnergyService>;
