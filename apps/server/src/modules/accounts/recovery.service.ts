import {
  ACCOUNT_MESSAGES,
  type EmailVerificationRequest,
  MESSAGES,
  type ResetLinkRequest,
  type ResetPasswordRequest,
  type ValidateSecretAnswerRequest,
} from '@ava/contracts';
import { hashPassword, verifyAgainstDecoy } from '../../platform/auth/passwords.ts';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import { hashToken, looksLikeToken } from '../../platform/auth/tokens.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { AppError, badRequest, invalidCredentials, notFound, tooManyRequests } from '../../platform/http/app-error.ts';
import type { LoginThrottle } from '../../platform/rate-limit/login-throttle.ts';
import type { UserDirectory } from '../identity/identity.module.ts';
import type { PlatformDirectory } from '../platforms/platforms.module.ts';
import type { AccountMail } from './account-mail.ts';
import type { AccountsRepository } from './accounts.repository.ts';
import { verifyAnswer } from './secret-answers.ts';

/** A reset token earned with the secret answers is used at once: it lives a few minutes. */
export const SECRET_ANSWER_TOKEN_TTL_MS = 15 * 60_000;

export interface RecoveryServiceDeps {
  transact: Transact;
  accountsRepo: Pick<
    AccountsRepository,
    'findByEmail' | 'setEmailVerified' | 'consumeToken' | 'setPasswordHash' | 'secretAnswersOf'
  >;
  userDirectory: Pick<UserDirectory, 'findByLogin'>;
  platformDirectory: Pick<PlatformDirectory, 'findBySlug'>;
  accountMail: Pick<AccountMail, 'sendVerification' | 'sendPasswordReset' | 'resetToken'>;
  sessions: Pick<SessionStore, 'revokeAllOf'>;
  /** Failed guesses (reset tokens, secret answers) per account and per address. */
  throttle: LoginThrottle;
  clock: Clock;
}

export function createRecoveryService(deps: RecoveryServiceDeps) {
  const { transact, accountsRepo, userDirectory, platformDirectory, accountMail, sessions, throttle, clock } = deps;

  function refuseWhenThrottled(attempt: { account: string; address: string }): void {
    const wait = throttle.retryAfter(attempt);
    if (wait !== null) throw tooManyRequests(MESSAGES.tooManyLoginAttempts, wait);
  }

  async function confirmEmail(platformSlug: string, token: string): Promise<{ message: string }> {
    const platform = await platformDirectory.findBySlug(platformSlug);
    const userId =
      platform && looksLikeToken(token)
        ? await accountsRepo.consumeToken(platform.id, 'email_verification', hashToken(token), clock.now())
        : null;
    if (!platform || !userId) throw badRequest(ACCOUNT_MESSAGES.verificationInvalid);
    await accountsRepo.setEmailVerified(platform.id, userId, clock.now());
    return { message: MESSAGES.accountConfirmed };
  }

  /** Sends a new link to an unconfirmed account; the answer is the same whether one exists or not. */
  async function resendVerification(platformSlug: string, email: string): Promise<{ message: string }> {
    const platform = await platformDirectory.findBySlug(platformSlug);
    const user = platform ? await accountsRepo.findByEmail(platform.id, email) : null;
    if (platform && user?.email && !user.email_verified_at && !user.blocked_at) {
      await accountMail.sendVerification(platform, { id: user.id, name: user.name, email: user.email });
    }
    return { message: ACCOUNT_MESSAGES.verificationSent };
  }

  return {
    emailVerification(input: EmailVerificationRequest): Promise<{ message: string }> {
      return 'token' in input
        ? confirmEmail(input.platform, input.token)
        : resendVerification(input.platform, input.email);
    },

    /**
     * Mails a reset link to the account's e-mail. The spec tells the person when no e-mail is
     * found; a blocked account gets the same answer as a good one, and no mail.
     */
    async sendResetLink(input: ResetLinkRequest): Promise<{ message: string }> {
      const platform = await platformDirectory.findBySlug(input.platform);
      const user = platform ? await userDirectory.findByLogin(platform.id, input.login) : null;
      if (!platform || !user?.email) throw notFound(MESSAGES.resetEmailNotFound);
      if (!user.blocked_at) {
        try {
          await accountMail.sendPasswordReset(platform, { id: user.id, name: user.name, email: user.email });
        } catch {
          throw new AppError(503);
        }
      }
      return { message: ACCOUNT_MESSAGES.resetLinkSent };
    },

    /** POST /users/reset-password: the token (from the Authorization header) works once, on its platform. */
    async resetPassword(token: string | null, input: ResetPasswordRequest, address: string) {
      const attempt = { account: `reset:${address}`, address };
      refuseWhenThrottled(attempt);
      const platform = await platformDirectory.findBySlug(input.platform);
      const passwordHash = await hashPassword(input.password);
      const userId =
        platform && token && looksLikeToken(token)
          ? await transact(async (tx) => {
              const owner = await accountsRepo.consumeToken(
                platform.id,
                'password_reset',
                hashToken(token),
                clock.now(),
                tx,
              );
              return owner && (await accountsRepo.setPasswordHash(platform.id, owner, passwordHash, tx)) ? owner : null;
            })
          : null;
      if (!userId) {
        throttle.recordFailure(attempt);
        throw invalidCredentials(MESSAGES.resetTokenInvalid);
      }
      await sessions.revokeAllOf(userId);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },

    /** Recovery without e-mail: both answers right give a short-lived reset token. */
    async validateSecretAnswers(input: ValidateSecretAnswerRequest, address: string): Promise<{ token: string }> {
      const attempt = { account: `${input.platform}:${input.username}`, address };
      refuseWhenThrottled(attempt);
      const platform = await platformDirectory.findBySlug(input.platform);
      const user = platform ? await userDirectory.findByLogin(platform.id, input.username) : null;
      const stored =
        user && platform && !user.blocked_at ? await accountsRepo.secretAnswersOf(platform.id, user.id) : [];
      let correct = stored.length > 0;
      for (const given of input.answers) {
        const match = stored.find((answer) => answer.question_id === given.question_id);
        // Every answer costs one argon2 check, known user or not, so timing tells nothing.
        const right = match
          ? await verifyAnswer(match.answer_hash, given.answer)
          : await verifyAgainstDecoy(given.answer);
        correct &&= right;
      }
      if (!platform || !user || !correct) {
        throttle.recordFailure(attempt);
        throw invalidCredentials(ACCOUNT_MESSAGES.secretAnswersWrong);
      }
      throttle.recordSuccess(attempt);
      return { token: await accountMail.resetToken(platform, user.id, SECRET_ANSWER_TOKEN_TTL_MS) };
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
