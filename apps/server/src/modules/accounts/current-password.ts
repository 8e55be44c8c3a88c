import { ACCOUNT_MESSAGES, MESSAGES } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { badRequest, invalidToken, tooManyRequests } from '../../platform/http/app-error.ts';
import type { LoginThrottle } from '../../platform/rate-limit/login-throttle.ts';
import type { UserDirectory } from '../identity/identity.module.ts';

export interface CurrentPasswordDeps {
  userDirectory: Pick<UserDirectory, 'findById'>;
  /** Wrong current passwords per account, so a stolen session cannot guess the password. */
  throttle: LoginThrottle;
}

/** Checks the signed-in user's password before a change to the account; a wrong one counts as a failed sign-in. */
export async function checkCurrentPassword(
  deps: CurrentPasswordDeps,
  auth: AuthContext,
  password: string,
  address: string,
): Promise<void> {
  const attempt = { account: `password:${auth.userId}`, address };
  const wait = deps.throttle.retryAfter(attempt);
  if (wait !== null) throw tooManyRequests(MESSAGES.tooManyLoginAttempts, wait);
  const user = await deps.userDirectory.findById(auth.platformId, auth.userId);
  if (!user) throw invalidToken();
  if (!(await verifyPassword(user.password_hash, password))) {
    deps.throttle.recordFailure(attempt);
    throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong);
  }
  deps.throttle.recordSuccess(attempt);
}
