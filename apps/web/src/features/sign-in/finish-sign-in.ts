import { hasMenus, type LoginResponse, MESSAGES } from '@ava/contracts';
import { type LoginFailure, loginFailure } from '../../lib/login-failure.ts';
import { startSession } from '../../lib/session.ts';

/**
 * Runs a sign-in call and starts its session; answers what to tell the user when it fails.
 * Document 3 section 5: an answer without a menu fails, except for backoffice-like
 * sign-ins, which fail only when both schools and menu are missing.
 */
export async function signInWith(
  business: string,
  call: () => Promise<LoginResponse>,
  lenient = false,
): Promise<LoginFailure | null> {
  try {
    const response = await call();
    const { schools, menu } = response.user;
    const ok = hasMenus(menu) || (lenient && Array.isArray(schools));
    if (!ok) return { message: MESSAGES.noMenus };
    startSession(business, response);
    return null;
  } catch (error) {
    return loginFailure(error);
  }
}
