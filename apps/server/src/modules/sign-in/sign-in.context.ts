import { createHash } from 'node:crypto';
import { SIGN_IN_SETTINGS_SCHEMAS, type SignInProvider } from '@ava/contracts';
import type { JWTPayload } from 'jose';
import type { z } from 'zod';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import type { Clock } from '../../platform/clock.ts';
import { invalidCredentials } from '../../platform/http/app-error.ts';
import type { LoginAttemptKeys, LoginThrottle } from '../../platform/rate-limit/login-throttle.ts';
import type { IssueLoginDeps, UserDirectory, UserRow } from '../identity/identity.module.ts';
import type { PlatformDirectory, PlatformRow } from '../platforms/platforms.module.ts';
import type { SignInRepository } from './sign-in.repository.ts';

/** What every sign-in path needs: the repositories, the session store, the throttle and the clock. */
export interface SignInDeps extends IssueLoginDeps {
  platformDirectory: Pick<PlatformDirectory, 'findBySlug' | 'menusFor'>;
  userDirectory: Pick<UserDirectory, 'findByField' | 'findById'>;
  signInRepo: SignInRepository;
  sessions: Pick<SessionStore, 'issue' | 'revoke'>;
  throttle: LoginThrottle;
  clock: Clock;
}

/** Throttle keys of an attempt: tokens and codes are counted each on their own, addresses always. */
export function attemptOf(platform: string, path: string, secret: string, address: string): LoginAttemptKeys {
  const fingerprint = createHash('sha256').update(secret).digest('hex').slice(0, 24);
  return { account: `${platform}:${path}:${fingerprint}`, address };
}

/** An unknown platform is refused as wrong credentials are, so platforms cannot be probed. */
export async function platformOrRefuse(
  deps: Pick<SignInDeps, 'platformDirectory'>,
  slug: string,
): Promise<PlatformRow> {
  const platform = await deps.platformDirectory.findBySlug(slug);
  if (!platform) throw invalidCredentials();
  return platform;
}

type Settings<K extends SignInProvider> = z.infer<(typeof SIGN_IN_SETTINGS_SCHEMAS)[K]>;

/** The platform's settings of a provider, or null when it is not configured. */
export async function providerSettings<K extends SignInProvider>(
  deps: Pick<SignInDeps, 'signInRepo'>,
  platformId: string,
  kind: K,
): Promise<Settings<K> | null> {
  const stored = await deps.signInRepo.providerSettings(platformId, kind);
  if (!stored) return null;
  const parsed = SIGN_IN_SETTINGS_SCHEMAS[kind].safeParse(stored);
  return parsed.success ? (parsed.data as Settings<K>) : null;
}

/** The user a verified token names, by the claim and field the provider's settings choose. */
export async function userOfClaims(
  deps: Pick<SignInDeps, 'userDirectory'>,
  platformId: string,
  settings: { claim: string; match: 'email' | 'username' | 'external_id' },
  claims: JWTPayload,
): Promise<UserRow> {
  const value = claims[settings.claim];
  // An e-mail the identity provider has not verified proves nothing about its owner.
  const unverified = settings.match === 'email' && claims.email_verified === false;
  const user =
    typeof value === 'string' && value !== '' && !unverified
      ? await deps.userDirectory.findByField(platformId, settings.match, value)
      : null;
  if (!user) throw invalidCredentials();
  return user;
}
