import { MESSAGES } from '@ava/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type AuthContext, refuseDelegatedSession } from '../../platform/auth/auth-context.ts';
import { badRequest, tooManyRequests } from '../../platform/http/app-error.ts';
import type { RequestLimit } from '../../platform/rate-limit/request-limit.ts';
import type { AccountMail } from '../accounts/accounts.module.ts';
import { type CurrentPasswordDeps, checkCurrentPassword, isUniqueViolation } from '../accounts/accounts.module.ts';
import type { PlatformDirectory } from '../platforms/platforms.module.ts';
import type { UserProfileRepository } from './user-profile.repository.ts';

export interface ProfileEmailDeps extends CurrentPasswordDeps {
  userProfileRepo: Pick<UserProfileRepository, 'emailTaken' | 'updateAccount'>;
  platformDirectory: Pick<PlatformDirectory, 'findBySlug'>;
  /** The accounts module's confirmation mail, the one sign-up sends. */
  accountMail: Pick<AccountMail, 'sendVerification'>;
  /** Changes per user (wrong passwords are counted by the throttle): each one mails a link to a typed address. */
  changesLimit: RequestLimit;
  logger: Pick<FastifyBaseLogger, 'error'>;
}

const passwordRequired = () =>
  badRequest(MESSAGES.currentPasswordRequired, {
    fields: [{ field: 'body.current_password', message: MESSAGES.currentPasswordRequired }],
  });

/**
 * A new e-mail for the caller's own account. The e-mail is how an account is recovered, so a
 * change needs the current password (wrong ones count as failed sign-ins), is refused to a
 * guardian signed in as their dependent, and leaves the address unconfirmed until the link
 * mailed to it is followed.
 */
export function createProfileEmailService(deps: ProfileEmailDeps) {
  const { userProfileRepo, platformDirectory, accountMail, changesLimit, logger } = deps;

  return {
    async change(
      auth: AuthContext,
      user: { name: string },
      email: string | null,
      currentPassword: string | undefined,
      address: string,
    ): Promise<void> {
      refuseDelegatedSession(auth);
      if (!currentPassword) throw passwordRequired();
      await checkCurrentPassword(deps, auth, currentPassword, address);
      const wait = changesLimit.take(auth.userId);
      if (wait !== null) throw tooManyRequests(MESSAGES.tooManyRequests, wait);
      if (email && (await userProfileRepo.emailTaken(auth.platformId, email, auth.userId))) {
        throw badRequest(MESSAGES.emailTaken);
      }
      try {
        await userProfileRepo.updateAccount(auth.platformId, auth.userId, { email, email_verified_at: null });
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest(MESSAGES.emailTaken);
        throw error;
      }
      const platform = email ? await platformDirectory.findBySlug(auth.platformSlug) : null;
      if (!email || !platform) return;
      try {
        await accountMail.sendVerification(platform, { id: auth.userId, name: user.name, email });
      } catch (error) {
        // The change stands: a new link can be asked for on POST /users/emails/verification.
        logger.error({ err: error }, 'verification mail not sent');
      }
    },
  };
}

export type ProfileEmailService = ReturnType<typeof createProfileEmailService>;
