import {
  emailVerificationSchema,
  messageResponseSchema,
  resetLinkRequestSchema,
  resetPasswordSchema,
  resetTokenResponseSchema,
  validateSecretAnswerSchema,
} from '@ava/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerTokenOf } from '../../platform/auth/auth.plugin.ts';
import { limitRequests } from '../../platform/rate-limit/request-limit.ts';
import type { AccountLimits } from './accounts.limits.ts';
import type { RecoveryService } from './recovery.service.ts';

/** The account a mail would go to, so one mailbox cannot be flooded from many addresses. */
const mailedAccount = (request: FastifyRequest) => {
  const body = request.body as { platform: string; email?: string; login?: string; token?: string };
  return `${body.platform}:${body.login ?? body.email ?? `token:${body.token}`}`;
};

export const recoveryRoutes: FastifyPluginAsyncZod<{ recovery: RecoveryService; limits: AccountLimits }> = async (
  app,
  { recovery, limits },
) => {
  app.post(
    '/users/emails/verification',
    {
      config: { public: true },
      onRequest: limitRequests(limits.mails),
      preHandler: limitRequests(limits.mailsPerAccount, mailedAccount),
      schema: {
        summary: 'Confirms an e-mail with the mailed token, or mails a new confirmation link',
        body: emailVerificationSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => recovery.emailVerification(request.body),
  );

  app.post(
    '/users/emails/reset_password',
    {
      config: { public: true },
      onRequest: limitRequests(limits.mails),
      preHandler: limitRequests(limits.mailsPerAccount, mailedAccount),
      schema: {
        summary: 'Mails a single-use link to choose a new password',
        body: resetLinkRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => recovery.sendResetLink(request.body),
  );

  app.post(
    '/users/reset-password',
    {
      config: { public: true },
      onRequest: limitRequests(limits.recovery),
      schema: {
        summary: 'Sets a new password with a reset token sent as the bearer token',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => recovery.resetPassword(bearerTokenOf(request), request.body, request.ip),
  );

  app.post(
    '/users/validate_secret_answer',
    {
      config: { public: true },
      onRequest: limitRequests(limits.recovery),
      schema: {
        summary: 'Checks the answers to the secret questions; the right ones give a reset token',
        body: validateSecretAnswerSchema,
        response: { 200: resetTokenResponseSchema },
      },
    },
    (request) => recovery.validateSecretAnswers(request.body, request.ip),
  );
};
