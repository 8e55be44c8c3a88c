import { ACCOUNT_MESSAGES, ISSUE_MESSAGES, type ProfileConfirmed, type TermsAccepted } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { AccountsRepository } from './accounts.repository.ts';

export interface TermsServiceDeps {
  accountsRepo: Pick<
    AccountsRepository,
    'membershipOf' | 'acceptTerms' | 'confirmProfile' | 'raiseStartingLevel' | 'addErrorReport'
  >;
  clock: Clock;
}

/** The terms and profile confirmation flow of document 1 section 4, on the caller's own school. */
export function createTermsService(deps: TermsServiceDeps) {
  const { accountsRepo, clock } = deps;

  async function membership(auth: AuthContext, schoolId?: string) {
    const row = await accountsRepo.membershipOf(auth.platformId, auth.userId, schoolId);
    if (!row) throw notFound(ACCOUNT_MESSAGES.schoolNotFound);
    return row;
  }

  return {
    /** Sets the accepted date; a student's or guardian's level 0 becomes 1. */
    async accept(auth: AuthContext, schoolId?: string): Promise<TermsAccepted> {
      const school = await membership(auth, schoolId);
      const acceptedAt = await accountsRepo.acceptTerms(auth.platformId, auth.userId, school.school_id, clock.now());
      const level = await accountsRepo.raiseStartingLevel(auth.platformId, auth.userId);
      return { school_id: school.school_id, accepted_date: acceptedAt.toISOString(), level };
    },

    async confirm(auth: AuthContext, schoolId?: string): Promise<ProfileConfirmed> {
      const school = await membership(auth, schoolId);
      if (!school.accepted_at) throw badRequest(ACCOUNT_MESSAGES.termsFirst);
      const confirmedAt = await accountsRepo.confirmProfile(
        auth.platformId,
        auth.userId,
        school.school_id,
        clock.now(),
      );
      return { school_id: school.school_id, confirmed_date: confirmedAt.toISOString() };
    },

    /** What the user says is wrong in their profile, kept for the school to correct. */
    async reportError(auth: AuthContext, message: string): Promise<{ message: string }> {
      const school = await accountsRepo.membershipOf(auth.platformId, auth.userId);
      await accountsRepo.addErrorReport(auth.platformId, auth.userId, school?.school_id ?? null, message);
      return { message: ISSUE_MESSAGES.reported };
    },
  };
}

export type TermsService = ReturnType<typeof createTermsService>;
