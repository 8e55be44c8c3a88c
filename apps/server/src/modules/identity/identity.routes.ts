import { blockedUserErrorSchema, loginRequestSchema, loginResponseSchema, messageResponseSchema } from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { IdentityService } from './identity.service.ts';

export const identityRoutes: FastifyPluginAsyncZod<{ identity: IdentityService }> = async (app, { identity }) => {
  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        summary: 'Password sign-in with username or e-mail',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: blockedUserErrorSchema.partial({ title: true, subtitle: true }) },
      },
    },
    (request) => identity.login(request.body, request.ip),
  );

  app.get(
    '/users/sign_out',
    { schema: { summary: 'Revokes the session token', response: { 200: messageResponseSchema } } },
    (request) => identity.signOut(requireAuth(request), request.bearerToken ?? ''),
  );
};
