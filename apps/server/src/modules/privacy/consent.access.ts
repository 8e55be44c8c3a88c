import type { ConsentPurpose } from '@ava/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { consentsGranted } from './privacy.tables.ts';

/**
 * Whether a person has an optional purpose granted now (issue 27 part 2), for the features that
 * depend on one: the external AI model, push notifications. Opt-in: no decision is no consent.
 * A ranking filters in its own query with `consentGranted` (privacy.tables.ts).
 */
export function createConsentAccess(db: Executor) {
  return {
    async granted(platformId: string, subjectId: string, purpose: ConsentPurpose): Promise<boolean> {
      const [row] = await db
        .select({ purpose: consentsGranted.purpose })
        .from(consentsGranted)
        .where(
          and(
            eq(consentsGranted.platform_id, platformId),
            eq(consentsGranted.subject_id, subjectId),
            eq(consentsGranted.purpose, purpose),
          ),
        );
      return Boolean(row);
    },
  };
}

export type ConsentAccess = ReturnType<typeof createConsentAccess>;
