import {
  ACCOUNT_MESSAGES,
  type AvailabilityQuery,
  type AvailabilityResponse,
  type GuardianSignUpRequest,
  MESSAGES,
  type PlatformStatus,
  resolveFeatureFlags,
  type SignUpB2cRequest,
  type SignUpResponse,
} from '@ava/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { PlatformDirectory, PlatformRow } from '../platforms/platforms.module.ts';
import type { AccountMail } from './account-mail.ts';
import { type AccountsRepository, isUniqueViolation } from './accounts.repository.ts';

export interface SignUpServiceDeps {
  transact: Transact;
  accountsRepo: Pick<
    AccountsRepository,
    'usernameExists' | 'emailExists' | 'schoolOfCode' | 'signUpSchool' | 'createAccount'
  >;
  platformDirectory: Pick<PlatformDirectory, 'findBySlug'>;
  accountMail: Pick<AccountMail, 'sendVerification'>;
  clock: Clock;
  logger: FastifyBaseLogger;
}

const signUpOpen = (platform: PlatformRow) =>
  resolveFeatureFlags(platform.kind === 'corporate', platform.features).signup;

type SignUp = (SignUpB2cRequest & { role: 'b2c_student' }) | (GuardianSignUpRequest & { role: 'guardian' });

export function createSignUpService(deps: SignUpServiceDeps) {
  const { transact, accountsRepo, platformDirectory, accountMail, clock, logger } = deps;

  async function platformOf(slug: string): Promise<PlatformRow> {
    const platform = await platformDirectory.findBySlug(slug);
    if (!platform) throw notFound();
    return platform;
  }

  /** The first of the spec's messages that applies, or null when the new account may be created. */
  async function takenMessage(platformId: string, username: string, email: string): Promise<string | null> {
    const [usernameTaken, emailTaken] = await Promise.all([
      accountsRepo.usernameExists(platformId, username),
      accountsRepo.emailExists(platformId, email),
    ]);
    if (usernameTaken) return MESSAGES.usernameTaken;
    return emailTaken ? MESSAGES.emailTaken : null;
  }

  async function signUp(input: SignUp): Promise<SignUpResponse> {
    const platform = await platformDirectory.findBySlug(input.platform);
    if (!platform || !signUpOpen(platform)) throw forbidden(ACCOUNT_MESSAGES.signUpClosed);
    const code = 'code' in input && input.code ? input.code : null;
    const codeSchool = code ? await accountsRepo.schoolOfCode(platform.id, code, clock.now()) : null;
    if (code && !codeSchool) throw badRequest(MESSAGES.invalidPartnerCode);
    const taken = await takenMessage(platform.id, input.username, input.email);
    if (taken) throw badRequest(taken);

    const account = {
      username: input.username,
      email: input.email,
      name: input.name,
      role: input.role,
      password_hash: await hashPassword(input.password),
    };
    let userId: string;
    try {
      userId = await transact(async (tx) => {
        const schoolId = codeSchool ?? (await accountsRepo.signUpSchool(platform.id, platform.name, tx));
        return accountsRepo.createAccount(platform.id, account, schoolId, tx);
      });
    } catch (error) {
      // Two sign-ups raced for the same name or address: the loser gets the same message.
      if (!isUniqueViolation(error)) throw error;
      throw badRequest((await takenMessage(platform.id, input.username, input.email)) ?? MESSAGES.usernameTaken);
    }
    try {
      await accountMail.sendVerification(platform, { id: userId, name: input.name, email: input.email });
    } catch (error) {
      // The account exists; the person can ask for the link again from the sign-up page.
      logger.error({ err: error }, 'verification mail not sent');
    }
    return { message: ACCOUNT_MESSAGES.signedUp, user_id: userId };
  }

  return {
    signUpB2c: (input: SignUpB2cRequest) => signUp({ ...input, role: 'b2c_student' }),
    signUpGuardian: (input: GuardianSignUpRequest) => signUp({ ...input, role: 'guardian' }),

    /** GET /users/check_availability: only the fields given are checked. */
    async availability(query: AvailabilityQuery): Promise<AvailabilityResponse> {
      const platform = await platformOf(query.platform);
      const [usernameTaken, emailTaken, codeSchool] = await Promise.all([
        query.username ? accountsRepo.usernameExists(platform.id, query.username) : false,
        query.email ? accountsRepo.emailExists(platform.id, query.email) : false,
        query.code ? accountsRepo.schoolOfCode(platform.id, query.code, clock.now()) : 'none given',
      ]);
      return { username_exist: usernameTaken, email_exist: emailTaken, invalid_code: codeSchool === null };
    },

    /** GET /platforms/status: whether the platform exists and takes sign-ups. */
    async platformStatus(slug: string): Promise<PlatformStatus> {
      const platform = await platformOf(slug);
      return { platform: platform.slug, name: platform.name, signup: signUpOpen(platform) };
    },
  };
}

export type SignUpService = ReturnType<typeof createSignUpService>;
