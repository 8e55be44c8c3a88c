import type { ConsentDecider, ConsentPurpose, Role } from '@ava/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { users } from '../identity/identity.tables.ts';
import { featureFlagOn } from '../platforms/platforms.module.ts';
import { userProfiles } from '../profile/profile.tables.ts';
import { guardianLinks } from '../tenancy/tenancy.tables.ts';
import { consentDecisions, consentsGranted } from './privacy.tables.ts';

export interface ConsentSubjectRow {
  id: string;
  name: string;
  role: Role;
  birthday: string | null;
}

export interface NewConsentDecision {
  platformId: string;
  subjectId: string;
  purpose: ConsentPurpose;
  granted: boolean;
  /** Null for a decision collected on paper by the school (the demo seed), or a decider since deleted. */
  decidedBy: string | null;
  decidedAs: ConsentDecider;
  textVersion: string;
  at: Date;
}

export function createConsentRepository(db: Database) {
  return {
    async subject(platformId: string, subjectId: string): Promise<ConsentSubjectRow | null> {
      const [row] = await db
        .select({ id: users.id, name: users.name, role: users.role, birthday: userProfiles.birthday })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.user_id, users.id))
        .where(and(eq(users.id, subjectId), eq(users.platform_id, platformId)));
      return row ?? null;
    },

    async dependents(platformId: string, guardianId: string): Promise<ConsentSubjectRow[]> {
      return db
        .select({ id: users.id, name: users.name, role: users.role, birthday: userProfiles.birthday })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.student_id))
        .leftJoin(userProfiles, eq(userProfiles.user_id, users.id))
        .where(and(eq(guardianLinks.platform_id, platformId), eq(guardianLinks.guardian_id, guardianId)))
        .orderBy(asc(users.name));
    },

    /** The platform's rules: corporate (learners are adults), and whether students from 12 decide. */
    async platformRules(platformId: string): Promise<{ corporate: boolean; from12: boolean }> {
      const [row] = rowsOf<{ corporate: boolean; from12: boolean }>(
        await db.execute(
          sql`select ${featureFlagOn(platformId, 'corporatePlatform')} as corporate, ${featureFlagOn(platformId, 'studentConsentFrom12')} as from12`,
        ),
      );
      return { corporate: row?.corporate === true, from12: row?.from12 === true };
    },

    /** Every decision about the person, newest first, with the decider's name. */
    async decisions(platformId: string, subjectId: string) {
      return db
        .select({ decision: consentDecisions, deciderName: sql<string>`coalesce(${users.name}, '')` })
        .from(consentDecisions)
        .leftJoin(users, eq(users.id, consentDecisions.decided_by))
        .where(and(eq(consentDecisions.platform_id, platformId), eq(consentDecisions.subject_id, subjectId)))
        .orderBy(desc(consentDecisions.seq));
    },

    /** Appends the decision and sets the current consent, in the caller's transaction. */
    async record(decision: NewConsentDecision, tx: Executor = db): Promise<void> {
      const [row] = await tx
        .insert(consentDecisions)
        .values({
          platform_id: decision.platformId,
          subject_id: decision.subjectId,
          purpose: decision.purpose,
          granted: decision.granted,
          decided_by: decision.decidedBy,
          decided_as: decision.decidedAs,
          text_version: decision.textVersion,
          created_at: decision.at,
        })
        .returning({ id: consentDecisions.id });
      if (!row) throw new Error('consent decision not recorded');
      if (decision.granted) {
        await tx
          .insert(consentsGranted)
          .values({
            subject_id: decision.subjectId,
            purpose: decision.purpose,
            platform_id: decision.platformId,
            decision_id: row.id,
          })
          .onConflictDoUpdate({
            target: [consentsGranted.subject_id, consentsGranted.purpose],
            set: { decision_id: row.id },
          });
      } else {
        await tx
          .delete(consentsGranted)
          .where(
            and(eq(consentsGranted.subject_id, decision.subjectId), eq(consentsGranted.purpose, decision.purpose)),
          );
      }
    },

    /** Which of these people have the purpose granted now. */
    async grantedAmong(
      platformId: string,
      subjectIds: readonly string[],
      purpose: ConsentPurpose,
    ): Promise<Set<string>> {
      if (subjectIds.length === 0) return new Set();
      const rows = await db
        .select({ id: consentsGranted.subject_id })
        .from(consentsGranted)
        .where(
          and(
            eq(consentsGranted.platform_id, platformId),
            eq(consentsGranted.purpose, purpose),
            inArray(consentsGranted.subject_id, [...subjectIds]),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type ConsentRepository = ReturnType<typeof createConsentRepository>;
