import type { StatementQuery } from '@ava/contracts';
import { bankKeys as shared } from '../../../lib/pokz-balance.ts';

/** Under the shared 'bank' key (lib/pokz-balance.ts), so a movement refreshes them all with the balance. */
export const bankKeys = {
  ...shared,
  statements: (query: StatementQuery) => ['bank', 'statements', query] as const,
  investments: () => ['bank', 'investments'] as const,
  transferInfo: () => ['bank', 'transfer-info'] as const,
  classroomTransfers: (classroom: string, page: number) => ['bank', 'classroom-transfers', classroom, page] as const,
};
