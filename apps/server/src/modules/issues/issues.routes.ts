import {
  feedbackRegisterSchema,
  gameReportedQuerySchema,
  gameReportedResponseSchema,
  issueRegisterSchema,
  issueTypesQuerySchema,
  issueTypesResponseSchema,
  messageResponseSchema,
} from '@ava/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { limitRequests, type RequestLimit } from '../../platform/rate-limit/request-limit.ts';
import type { IssuesService } from './issues.service.ts';

const byUser = (request: FastifyRequest) => request.auth?.userId ?? request.ip;

/** Served by the main service (endpoints.tsv). */
export const issuesRoutes: FastifyPluginAsyncZod<{ issues: IssuesService; writeLimit: RequestLimit }> = async (
  app,
  { issues, writeLimit },
) => {
  const onRequest = limitRequests(writeLimit, byUser);

  app.get(
    '/issues/all',
    {
      schema: {
        summary: 'The issue types a game, a medium or a question can be reported with',
        querystring: issueTypesQuerySchema,
        response: { 200: issueTypesResponseSchema },
      },
    },
    (request) => {
      requireAuth(request);
      return issues.types(request.query.type);
    },
  );

  app.post(
    '/issues/register',
    {
      onRequest,
      schema: {
        summary: "Reports an issue of a game, a medium or a question ('Reportar Erro')",
        body: issueRegisterSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => issues.register(requireAuth(request), request.body),
  );

  app.get(
    '/issues/game_reported',
    {
      schema: {
        summary: 'The issue types the caller already reported for one game',
        querystring: gameReportedQuerySchema,
        response: { 200: gameReportedResponseSchema },
      },
    },
    (request) => issues.gameReported(requireAuth(request), request.query.oed_content_id),
  );

  app.post(
    '/feedbacks/register',
    {
      onRequest,
      schema: {
        summary: 'Sends feedback about the platform (great, improve, attention or suggestion)',
        body: feedbackRegisterSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => issues.feedback(requireAuth(request), request.body),
  );
};
