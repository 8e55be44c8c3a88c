import {
  signInOptionsQuerySchema,
  signInOptionsResponseSchema,
  signInProviderParamsSchema,
  signInProvidersResponseSchema,
  signInProviderUpdateSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { ProvidersService } from './providers.service.ts';

/** The platform's sign-in providers: what the login page offers, and their settings for administrators. */
export const providersRoutes: FastifyPluginAsyncZod<{ providers: ProvidersService }> = async (app, { providers }) => {
  app.get(
    '/sign_in/options',
    {
      config: { public: true },
      schema: {
        summary: 'The sign-in forms a platform offers besides the password',
        querystring: signInOptionsQuerySchema,
        response: { 200: signInOptionsResponseSchema },
      },
    },
    (request) => providers.options(request.query.platform),
  );

  app.get(
    '/sign_in/providers',
    { schema: { summary: 'The configured sign-in providers', response: { 200: signInProvidersResponseSchema } } },
    (request) => providers.list(requireAuth(request)),
  );

  app.put(
    '/sign_in/providers/:kind',
    {
      schema: {
        summary: 'Sets (or, with null, removes) the settings of a sign-in provider',
        params: signInProviderParamsSchema,
        body: signInProviderUpdateSchema,
        response: { 200: signInProvidersResponseSchema },
      },
    },
    (request) => providers.update(requireAuth(request), request.params.kind, request.body.settings),
  );
};
