import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Mailer } from '../mail/mail.module.ts';
import type { PlatformRow } from '../platforms/platforms.module.ts';
import { passwordResetMail, verificationMail } from './account-mail.texts.ts';
import type { AccountsRepository, AccountTokenPurpose } from './accounts.repository.ts';

export const VERIFICATION_TTL_DAYS = 7;

export interface AccountMailDeps {
  accountsRepo: Pick<AccountsRepository, 'issueToken'>;
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  /** The web app's public address: links in mail never come from a request's Host header. */
  publicUrl: string;
  resetTtlMs: number;
}

interface Recipient {
  id: string;
  name: string;
  email: string;
}

/**
 * Issues single-use tokens and mails them as links to the web app. The token travels in the
 * fragment (#token=...), which browsers never send to a server, so it stays out of access
 * logs and Referer headers.
 */
export function createAccountMail(deps: AccountMailDeps) {
  const { accountsRepo, mailer, clock } = deps;

  async function issue(platform: PlatformRow, userId: string, purpose: AccountTokenPurpose, ttlMs: number) {
    const token = newToken();
    const now = clock.now();
    await accountsRepo.issueToken(platform.id, userId, purpose, hashToken(token), now, new Date(now.getTime() + ttlMs));
    return token;
  }

  function linkTo(platform: PlatformRow, page: string, token: string): string {
    const url = new URL(`/${platform.slug}/${page}`, deps.publicUrl);
    url.hash = `token=${token}`;
    return url.toString();
  }

  function target(platform: PlatformRow, user: Recipient, link: string) {
    return { to: user.email, name: user.name, platformId: platform.id, platformName: platform.name, link };
  }

  return {
    /** A reset token for a user who answered their secret questions, handed over directly. */
    resetToken(platform: PlatformRow, userId: string, ttlMs: number): Promise<string> {
      return issue(platform, userId, 'password_reset', ttlMs);
    },

    async sendVerification(platform: PlatformRow, user: Recipient): Promise<void> {
      const token = await issue(platform, user.id, 'email_verification', VERIFICATION_TTL_DAYS * 86_400_000);
      const link = linkTo(platform, 'cadastro/confirmacao', token);
      await mailer.send(verificationMail(target(platform, user, link), VERIFICATION_TTL_DAYS));
    },

    async sendPasswordReset(platform: PlatformRow, user: Recipient): Promise<void> {
      const token = await issue(platform, user.id, 'password_reset', deps.resetTtlMs);
      const link = linkTo(platform, 'recuperar-senha/nova-senha', token);
      await mailer.send(passwordResetMail(target(platform, user, link), Math.round(deps.resetTtlMs / 60_000)));
    },
  };
}

export type AccountMail = ReturnType<typeof createAccountMail>;
