import {
  type GoogleSignInRequest,
  type LoginResponse,
  resolveFeatureFlags,
  type TokenProvider,
  type TokenSignInRequest,
} from '@ava/contracts';
import { invalidCredentials } from '../../platform/http/app-error.ts';
import { blockedUser, issueLogin } from '../identity/identity.module.ts';
import { attemptOf, platformOrRefuse, providerSettings, type SignInDeps, userOfClaims } from './sign-in.context.ts';
import { remoteKeys, verifySignedToken } from './signed-tokens.ts';

/** Partner and external tokens live minutes, not hours: older ones are refused even before they expire. */
const MAX_TOKEN_AGE = '10 minutes';
const ASYMMETRIC = ['RS256', 'PS256', 'ES256', 'EdDSA'];

/** Sign-ins by a token another system signed: Google's ID token and the platform's partners' tokens. */
export function createTokenSignInService(deps: SignInDeps) {
  const { throttle, clock, signInRepo } = deps;

  return {
    /** POST /auth/google: a Google ID token for the platform's own Google client, where social sign-in is on. */
    google(input: GoogleSignInRequest, address: string): Promise<LoginResponse> {
      return throttle.guard(attemptOf(input.platform, 'google', input.credential, address), async () => {
        const platform = await platformOrRefuse(deps, input.platform);
        // With social sign-in off, Google is no way in: refused as an unconfigured client is.
        const open = resolveFeatureFlags(platform.kind === 'corporate', platform.features).socialSignIn;
        const settings = open ? await providerSettings(deps, platform.id, 'google') : null;
        if (!settings) throw invalidCredentials();
        const claims = await verifySignedToken(input.credential, remoteKeys(settings.jwks_uri), {
          issuer: settings.issuers,
          audience: settings.client_id,
          algorithms: ['RS256'],
          requiredClaims: ['exp', 'iat'],
          currentDate: clock.now(),
        });
        return issueLogin(deps, platform, await userOfClaims(deps, platform.id, settings, claims));
      });
    },

    /**
     * POST /auth/bradesco, /auth/salvador and /users/external_sign_in: a short-lived token
     * signed with the provider's shared secret or published keys, for this platform (its
     * audience), exchanged once (its jti).
     */
    exchange(provider: TokenProvider, input: TokenSignInRequest, address: string): Promise<LoginResponse> {
      return throttle.guard(attemptOf(input.platform, provider, input.token, address), async () => {
        const platform = await platformOrRefuse(deps, input.platform);
        const settings = await providerSettings(deps, platform.id, provider);
        if (!settings) throw invalidCredentials();
        const now = clock.now();
        const claims = await verifySignedToken(
          input.token,
          settings.secret ? new TextEncoder().encode(settings.secret) : remoteKeys(settings.jwks_uri ?? ''),
          {
            algorithms: settings.secret ? ['HS256'] : ASYMMETRIC,
            audience: settings.audience ?? platform.slug,
            issuer: settings.issuer,
            requiredClaims: ['exp', 'iat', 'jti'],
            maxTokenAge: MAX_TOKEN_AGE,
            currentDate: now,
          },
        );
        const user = await userOfClaims(deps, platform.id, settings, claims);
        if (user.blocked_at) throw blockedUser();
        const expiresAt = new Date((claims.exp ?? 0) * 1000);
        if (!(await signInRepo.recordTokenUse(platform.id, provider, String(claims.jti), expiresAt, now))) {
          throw invalidCredentials();
        }
        return issueLogin(deps, platform, user);
      });
    },
  };
}

export type TokenSignInService = ReturnType<typeof createTokenSignInService>;
