import { createHash } from 'node:crypto';
import { LEDGER_MESSAGES, roleGroup } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { conflict, forbidden } from '../../platform/http/app-error.ts';
import type { PostingRow } from './ledger.repository.ts';
import type { LedgerCurrency } from './ledger.tables.ts';

/** Students hold pokz and educators Profz; nobody else has a wallet (guardians see a dependent's through the dependent's session). */
export function currencyOf(user: AuthContext): LedgerCurrency {
  switch (roleGroup(user.role)) {
    case 'student':
      return 'pokz';
    case 'educator':
      return 'profz';
    default:
      throw forbidden();
  }
}

/** A session a guardian opened as their dependent reads the dependent's pokz but never moves them. */
export function refuseDelegatedMove(user: AuthContext): void {
  if (user.openedBy) throw forbidden(LEDGER_MESSAGES.delegatedSession);
}

/** What a request asked, so a key sent again with another request is told apart from a retry. */
export function fingerprintOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

/** The answer a retried request gets: the first one's, if the key came with the same request. */
export function replay<T>(posting: PostingRow, fingerprint: string): T {
  if (posting.fingerprint !== fingerprint) throw conflict(LEDGER_MESSAGES.idempotencyKeyReused);
  return posting.answer as T;
}
