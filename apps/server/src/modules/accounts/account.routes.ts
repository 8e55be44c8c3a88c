import {
  messageResponseSchema,
  profileConfirmedSchema,
  reportErrorSchema,
  schoolChoiceSchema,
  secretQuestionsResponseSchema,
  setSecretQuestionsSchema,
  termsAcceptedSchema,
  updatePasswordSchema,
} from '@ava/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { limitRequests } from '../../platform/rate-limit/request-limit.ts';
import type { AccountLimits } from './accounts.limits.ts';
import type { CredentialsService } from './credentials.service.ts';
import type { TermsService } from './terms.service.ts';

const byUser = (request: FastifyRequest) => request.auth?.userId ?? request.ip;

/** What a signed-in user does to their own account: terms, confirmation, password, secret questions. */
export const accountRoutes: FastifyPluginAsyncZod<{
  terms: TermsService;
  credentials: CredentialsService;
  limits: AccountLimits;
}> = async (app, { terms, credentials, limits }) => {
  const onRequest = limitRequests(limits.account, byUser);

  app.post(
    '/users/accept',
    {
      onRequest,
      schema: {
        summary: 'Accepts the terms of use of the school (the first one unless named)',
        body: schoolChoiceSchema,
        response: { 200: termsAcceptedSchema },
      },
    },
    (request) => terms.accept(requireAuth(request), request.body?.school_id),
  );

  app.post(
    '/users/validation_finished',
    {
      config: { permission: 'create.confirmationDate' },
      onRequest,
      schema: {
        summary: 'Confirms the profile data after the terms were accepted',
        body: schoolChoiceSchema,
        response: { 200: profileConfirmedSchema },
      },
    },
    (request) => terms.confirm(requireAuth(request), request.body?.school_id),
  );

  app.post(
    '/users/report_error',
    {
      onRequest,
      schema: {
        summary: 'Reports wrong profile data to the school during the confirmation',
        body: reportErrorSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => terms.reportError(requireAuth(request), request.body.message),
  );

  app.post(
    '/users/update_password',
    {
      config: { permission: 'view.password' },
      onRequest,
      schema: {
        summary: 'Changes the password; the other sessions of the user end',
        body: updatePasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => credentials.updatePassword(requireAuth(request), request.bearerToken ?? '', request.body, request.ip),
  );

  app.get(
    '/secret_questions',
    {
      onRequest,
      schema: {
        summary: 'The secret questions to choose from and the ones the caller answered',
        response: { 200: secretQuestionsResponseSchema },
      },
    },
    (request) => credentials.secretQuestions(requireAuth(request)),
  );

  app.post(
    '/users/secret_questions',
    {
      onRequest,
      schema: {
        summary: 'Sets the answers to the secret questions (first time)',
        body: setSecretQuestionsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => credentials.setSecretQuestions(requireAuth(request), request.body, request.ip),
  );

  app.post(
    '/users/update_secret_questions',
    {
      onRequest,
      schema: {
        summary: 'Replaces the secret questions and their answers',
        body: setSecretQuestionsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => credentials.updateSecretQuestions(requireAuth(request), request.body, request.ip),
  );
};
