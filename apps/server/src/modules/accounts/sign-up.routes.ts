import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  guardianSignUpSchema,
  platformStatusQuerySchema,
  platformStatusSchema,
  signUpB2cSchema,
  signUpResponseSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitRequests } from '../../platform/rate-limit/request-limit.ts';
import type { AccountLimits } from './accounts.limits.ts';
import type { SignUpService } from './sign-up.service.ts';

export const signUpRoutes: FastifyPluginAsyncZod<{ signUp: SignUpService; limits: AccountLimits }> = async (
  app,
  { signUp, limits },
) => {
  app.post(
    '/users/sign_up_b2c',
    {
      config: { public: true },
      onRequest: limitRequests(limits.signUps),
      schema: {
        summary: 'Self sign-up of a b2c student; mails the confirmation link',
        body: signUpB2cSchema,
        response: { 201: signUpResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await signUp.signUpB2c(request.body)),
  );

  app.post(
    '/guardians',
    {
      config: { public: true },
      onRequest: limitRequests(limits.signUps),
      schema: {
        summary: 'Self sign-up of a guardian; mails the confirmation link',
        body: guardianSignUpSchema,
        response: { 201: signUpResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await signUp.signUpGuardian(request.body)),
  );

  app.get(
    '/users/check_availability',
    {
      config: { public: true },
      onRequest: limitRequests(limits.lookups),
      schema: {
        summary: 'Whether a username or e-mail is taken and a partner code is invalid',
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema },
      },
    },
    (request) => signUp.availability(request.query),
  );

  app.get(
    '/platforms/status',
    {
      config: { public: true },
      onRequest: limitRequests(limits.lookups),
      schema: {
        summary: 'Whether the platform exists and takes sign-ups',
        querystring: platformStatusQuerySchema,
        response: { 200: platformStatusSchema },
      },
    },
    (request) => signUp.platformStatus(request.query.platform),
  );
};
