import {
  accessCodeSignInRequestSchema,
  backofficeSignInRequestSchema,
  blockedUserErrorSchema,
  googleSignInRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  ssoSignInRequestSchema,
  ssoStartResponseSchema,
  type TokenProvider,
  tokenSignInRequestSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerTokenOf } from '../../platform/auth/auth.plugin.ts';
import type { IdentityService } from '../identity/identity.module.ts';
import type { AccessCodesService } from './access-codes.service.ts';
import type { HandoverService } from './handover.service.ts';
import type { OidcService } from './oidc.service.ts';
import type { TokenSignInService } from './token-sign-in.service.ts';

export interface SignInRoutesOptions {
  identity: IdentityService;
  tokens: TokenSignInService;
  handover: HandoverService;
  oidc: OidcService;
  accessCodes: AccessCodesService;
}

const signedIn = { 200: loginResponseSchema, 401: blockedUserErrorSchema.partial({ title: true, subtitle: true }) };

/** The public sign-in paths of document 3 section 7 besides /auth/login; each is throttled like it. */
export const signInRoutes: FastifyPluginAsyncZod<SignInRoutesOptions> = async (app, services) => {
  const { identity, tokens, handover, oidc, accessCodes } = services;

  app.post(
    '/auth/google',
    {
      config: { public: true },
      schema: { summary: 'Google sign-in with an ID token', body: googleSignInRequestSchema, response: signedIn },
    },
    (request) => tokens.google(request.body, request.ip),
  );

  app.post(
    '/auth/sso',
    {
      config: { public: true },
      schema: {
        summary: 'Single sign-on: starts or completes OpenID Connect, or takes over a bearer hand-over token',
        body: ssoSignInRequestSchema,
        response: { ...signedIn, 200: loginResponseSchema.or(ssoStartResponseSchema) },
      },
    },
    (request) => {
      const { platform, username, callback } = request.body;
      const token = bearerTokenOf(request);
      if (token) return handover.handOver({ platform, username }, token, request.ip);
      if (callback) return oidc.complete(platform, callback, request.ip);
      return oidc.start(platform, `${request.protocol}://${request.host}`);
    },
  );

  const partners: [string, TokenProvider][] = [
    ['/auth/bradesco', 'bradesco'],
    ['/auth/salvador', 'salvador'],
    ['/users/external_sign_in', 'external'],
  ];
  for (const [path, provider] of partners) {
    app.post(
      path,
      {
        config: { public: true },
        schema: { summary: `Exchanges a ${provider} signed token`, body: tokenSignInRequestSchema, response: signedIn },
      },
      (request) => tokens.exchange(provider, request.body, request.ip),
    );
  }

  app.post(
    '/users/access_code_sign_in',
    {
      config: { public: true },
      schema: {
        summary: 'Sign-in with a printed access code',
        body: accessCodeSignInRequestSchema,
        response: signedIn,
      },
    },
    (request) => accessCodes.signIn(request.body, request.ip),
  );

  app.post(
    '/users/backoffice_sign_in',
    {
      config: { public: true },
      schema: {
        summary: "Opens the platform as a user with a backoffice operator's token",
        body: backofficeSignInRequestSchema,
        response: signedIn,
      },
    },
    (request) => handover.backoffice(request.body, request.ip),
  );

  app.post(
    '/users/guardian_sign_in',
    {
      config: { public: true },
      schema: { summary: 'Password sign-in of guardians', body: loginRequestSchema, response: signedIn },
    },
    (request) => identity.login(request.body, request.ip, 'guardian'),
  );
};
