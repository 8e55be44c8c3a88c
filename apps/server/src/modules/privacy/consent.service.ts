import {
  ADULT_AGE,
  ageOn,
  CONSENT_MESSAGES,
  CONSENT_OWN_DECISION_AGE,
  CONSENT_PURPOSES,
  CONSENT_TEXTS,
  type ConsentDecider,
  type ConsentDecision,
  type ConsentSubjects,
  type Consents,
  roleGroup,
  type SetConsentBody,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { lockKey, type Transact } from '../../platform/db/transaction.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { ConsentRepository, ConsentSubjectRow } from './consent.repository.ts';
import type { PrivacyRepository } from './privacy.repository.ts';

/** Today in São Paulo, yyyy-mm-dd: the day ages are counted on. */
const saoPauloDay = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);

/**
 * Consent to the optional purposes (issue 27 part 2). Who decides for a person:
 * - a guardian for their dependent, unless the dependent is an adult by their birthday;
 * - a student themself from 12, only where the platform's `studentConsentFrom12` is on;
 * - anyone else (educators, administrators, guardians, adult students, corporate learners) for themself.
 * A student with no birthday on file is taken for a child.
 */
export function createConsentService(deps: {
  repo: Pick<ConsentRepository, 'subject' | 'dependents' | 'platformRules' | 'decisions' | 'record'>;
  /** The guardian links, as the privacy repository reads them. */
  isGuardianOf: PrivacyRepository['isGuardianOf'];
  clock: Clock;
  transact: Transact;
}) {
  const { repo, isGuardianOf, clock, transact } = deps;

  /** Who decides for the person: themself as an adult (`self`), as a student from 12 (`student`), or their guardians. */
  async function deciderOf(platformId: string, subject: ConsentSubjectRow): Promise<ConsentDecider> {
    if (roleGroup(subject.role) !== 'student') return 'self';
    const rules = await repo.platformRules(platformId);
    if (rules.corporate) return 'self';
    const age = subject.birthday ? ageOn(subject.birthday, saoPauloDay(clock.now())) : null;
    if (age !== null && age >= ADULT_AGE) return 'self';
    if (age !== null && age >= CONSENT_OWN_DECISION_AGE && rules.from12) return 'student';
    return 'guardian';
  }

  /** The person, and how the caller decides for them; refused when the caller may not. */
  async function decidable(user: AuthContext, subjectId: string) {
    const subject = await repo.subject(user.platformId, subjectId);
    if (!subject) throw notFound(CONSENT_MESSAGES.personNotFound);
    const decider = await deciderOf(user.platformId, subject);
    if (subject.id === user.userId) {
      // A guardian in their dependent's session decides as a guardian, from their own.
      if (user.openedBy) throw forbidden(CONSENT_MESSAGES.notYours);
      if (decider === 'guardian') throw forbidden(CONSENT_MESSAGES.guardianDecides);
      return { subject, decider, as: decider };
    }
    // A guardian decides for a minor dependent (beside the student themself from 12 where allowed).
    if (decider !== 'self' && (await isGuardianOf(user.platformId, user.userId, subject.id))) {
      return { subject, decider, as: 'guardian' as const };
    }
    throw forbidden(CONSENT_MESSAGES.notYours);
  }

  async function consentsOf(user: AuthContext, subjectId: string): Promise<Consents> {
    const { subject, decider } = await decidable(user, subjectId);
    const rows = await repo.decisions(user.platformId, subject.id);
    return {
      subject: { id: subject.id, name: subject.name },
      decided_by: decider,
      purposes: CONSENT_PURPOSES.map((purpose) => {
        const history: ConsentDecision[] = rows
          .filter((row) => row.decision.purpose === purpose)
          .map(({ decision, deciderName }) => ({
            granted: decision.granted,
            decided_by: { id: decision.decided_by, name: deciderName, as: decision.decided_as },
            text_version: decision.text_version,
            at: decision.created_at.toISOString(),
          }));
        const current = history[0] ?? null;
        return { purpose, ...CONSENT_TEXTS[purpose], granted: current?.granted === true, current, history };
      }),
    };
  }

  return {
    /** GET /privacy/consent_subjects: the caller themself when they decide for themself, and their minor dependents. */
    async subjects(user: AuthContext): Promise<ConsentSubjects> {
      const subjects: ConsentSubjects['subjects'] = [];
      const self = await repo.subject(user.platformId, user.userId);
      const own = self && (await deciderOf(user.platformId, self));
      if (self && own && own !== 'guardian') {
        subjects.push({ id: self.id, name: self.name, self: true, decided_by: own });
      }
      for (const dependent of await repo.dependents(user.platformId, user.userId)) {
        const decider = await deciderOf(user.platformId, dependent);
        if (decider !== 'self')
          subjects.push({ id: dependent.id, name: dependent.name, self: false, decided_by: decider });
      }
      return { subjects };
    },

    /** GET /privacy/consents: each purpose's text, current decision and history of one person. */
    consents: consentsOf,

    /** POST /privacy/consents: gives or withdraws one purpose; the text read must be the current one. */
    async set(user: AuthContext, body: SetConsentBody): Promise<Consents> {
      const { subject, as } = await decidable(user, body.subject_id);
      if (body.text_version !== CONSENT_TEXTS[body.purpose].version) throw badRequest(CONSENT_MESSAGES.staleText);
      await transact(async (tx) => {
        await lockKey(tx, 'consent', `${subject.id}:${body.purpose}`);
        await repo.record(
          {
            platformId: user.platformId,
            subjectId: subject.id,
            purpose: body.purpose,
            granted: body.granted,
            decidedBy: user.userId,
            decidedAs: as,
            textVersion: body.text_version,
            at: clock.now(),
          },
          tx,
        );
      });
      return consentsOf(user, subject.id);
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
