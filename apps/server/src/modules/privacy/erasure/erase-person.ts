import type { Clock } from '../../../platform/clock.ts';
import type { DatabaseHandle } from '../../../platform/db/database.ts';
import type { FileStore } from '../../../platform/storage/file-store.ts';

/**
 * The erasure engine's interface (issue 27 part 4). The engine itself is built on its own branch
 * and replaces this file when it is merged; until then every erasure request fails visibly.
 */
export interface ErasureOutcome {
  recordId: string;
}

export interface Erasure {
  erasePerson(
    platformId: string,
    userId: string,
    context: { reason: 'request' | 'retention'; requestedByRole: string },
  ): Promise<ErasureOutcome>;
}

export function createErasure(_deps: { database: DatabaseHandle; fileStore: FileStore; clock: Clock }): Erasure {
  return {
    async erasePerson() {
      throw new Error('erasure engine not merged');
    },
  };
}
