import type { LoginResponse, SsoSettings, SsoStartResponse } from '@ava/contracts';
import * as oidc from 'openid-client';
import { hashToken } from '../../platform/auth/tokens.ts';
import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import { AppError, invalidCredentials, notFound } from '../../platform/http/app-error.ts';
import { issueLogin } from '../identity/identity.module.ts';
import type { PlatformRow } from '../platforms/platforms.module.ts';
import { attemptOf, platformOrRefuse, providerSettings, type SignInDeps, userOfClaims } from './sign-in.context.ts';

/** A sign-in left at the identity provider for longer than this has to start again. */
const SIGN_IN_TTL_MS = 10 * 60_000;
/** Identity providers' discovery documents change rarely. */
const DISCOVERY_TTL_MS = 10 * 60_000;

/** Where the identity provider sends the browser back to: the web route /{business}/login/auth/sso. */
export const ssoCallbackPath = (business: string) => `/${business}/login/auth/sso`;

/**
 * OpenID Connect single sign-on (authorization code with PKCE, state and nonce) against the
 * identity provider configured for the platform. The state, verifier and nonce stay on
 * the server, in the database, so any instance can complete what another started.
 */
export function createOidcService(deps: SignInDeps) {
  const { throttle, clock, signInRepo } = deps;
  const configurations = createTtlCache<oidc.Configuration>({ clock, ttlMs: DISCOVERY_TTL_MS, maxEntries: 1_000 });

  async function configurationOf(settings: SsoSettings): Promise<oidc.Configuration> {
    const key = JSON.stringify([settings.issuer, settings.client_id, settings.client_secret ?? null]);
    const loaded = await configurations.getOrLoad(key, async () => {
      try {
        return await oidc.discovery(
          new URL(settings.issuer),
          settings.client_id,
          settings.client_secret,
          settings.client_secret ? oidc.ClientSecretPost(settings.client_secret) : oidc.None(),
          // http is accepted only for a provider on this machine (the settings schema refuses any other).
          settings.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : undefined,
        );
      } catch {
        return null;
      }
    });
    if (!loaded) throw new AppError(503);
    return loaded;
  }

  async function settingsOf(platform: PlatformRow): Promise<SsoSettings> {
    const settings = await providerSettings(deps, platform.id, 'sso');
    if (!settings) throw notFound();
    return settings;
  }

  return {
    /** Step 1: where to send the browser, with a fresh state, nonce and PKCE challenge. */
    async start(slug: string, origin: string): Promise<SsoStartResponse> {
      const platform = await platformOrRefuse(deps, slug);
      const settings = await settingsOf(platform);
      const configuration = await configurationOf(settings);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      // Normalised as URL does (no default port), so the token request repeats it exactly.
      const redirectUri = new URL(ssoCallbackPath(platform.slug), origin).href;
      const now = clock.now();
      await signInRepo.saveSsoSignIn(
        platform.id,
        {
          state_hash: hashToken(state),
          code_verifier: codeVerifier,
          nonce,
          redirect_uri: redirectUri,
          expires_at: new Date(now.getTime() + SIGN_IN_TTL_MS),
        },
        now,
      );
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: settings.scope,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { authorization_url: url.href };
    },

    /** Step 2: the query string the provider sent back; the code is exchanged once, for the state it belongs to. */
    complete(slug: string, callback: string, address: string): Promise<LoginResponse> {
      const params = new URLSearchParams(callback.startsWith('?') ? callback.slice(1) : callback);
      const state = params.get('state') ?? '';
      return throttle.guard(attemptOf(slug, 'sso', state, address), async () => {
        const platform = await platformOrRefuse(deps, slug);
        const pending = state ? await signInRepo.takeSsoSignIn(platform.id, hashToken(state)) : null;
        if (!pending || pending.expires_at <= clock.now()) throw invalidCredentials();
        const settings = await settingsOf(platform);
        const configuration = await configurationOf(settings);
        let claims: Record<string, unknown> | undefined;
        try {
          const tokens = await oidc.authorizationCodeGrant(
            configuration,
            new URL(`${pending.redirect_uri}?${params}`),
            {
              pkceCodeVerifier: pending.code_verifier,
              expectedState: state,
              expectedNonce: pending.nonce,
              idTokenExpected: true,
            },
          );
          claims = tokens.claims();
          // Providers that conform strictly keep profile claims out of the ID token: ask the userinfo endpoint.
          if (claims && claims[settings.claim] === undefined) {
            const info = await oidc.fetchUserInfo(configuration, tokens.access_token, String(claims.sub));
            claims = { ...info, ...claims };
          }
        } catch {
          // A refused or forged answer, an error the provider sent back, a code used twice.
          throw invalidCredentials();
        }
        if (!claims) throw invalidCredentials();
        return issueLogin(deps, platform, await userOfClaims(deps, platform.id, settings, claims));
      });
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
