import { CONSENT_TEXTS, type ConsentPurpose } from '@ava/contracts';
import type { Database } from '../../platform/db/database.ts';
import { userProfiles } from '../profile/profile.tables.ts';
import { createConsentRepository } from './consent.repository.ts';

/** Records a decision on a person's optional purpose, as their guardian (or themself) would: for other modules' tests. */
export async function decideConsent(
  db: Database,
  platformId: string,
  subjectId: string,
  purpose: ConsentPurpose,
  granted = true,
): Promise<void> {
  await createConsentRepository(db).record({
    platformId,
    subjectId,
    purpose,
    granted,
    decidedBy: subjectId,
    decidedAs: 'self',
    textVersion: CONSENT_TEXTS[purpose].version,
    at: new Date(),
  });
}

/** Sets a person's birthday (yyyy-mm-dd) on their profile: who decides their consents depends on their age. */
export async function setBirthday(db: Database, platformId: string, userId: string, birthday: string): Promise<void> {
  await db
    .insert(userProfiles)
    .values({ user_id: userId, platform_id: platformId, birthday })
    .onConflictDoUpdate({ target: userProfiles.user_id, set: { birthday } });
}
