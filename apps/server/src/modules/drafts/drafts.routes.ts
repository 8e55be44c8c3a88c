import { draftDeletedSchema, draftKindQuerySchema, draftRegisterSchema, draftResponseSchema } from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { limitRequests, type RequestLimit } from '../../platform/rate-limit/request-limit.ts';
import type { DraftsService } from './drafts.service.ts';

/** Main service paths of document 3 section 7 (draft tracking); the kind decides who may keep a draft. */
export const draftsRoutes: FastifyPluginAsyncZod<{ drafts: DraftsService; limit: RequestLimit }> = async (
  app,
  { drafts, limit },
) => {
  app.post(
    '/draft/register',
    {
      onRequest: limitRequests(limit, (request) => request.auth?.userId ?? request.ip),
      schema: {
        summary: "Keeps the caller's form in progress of one kind (one draft per user and kind)",
        body: draftRegisterSchema,
        response: { 200: draftResponseSchema },
      },
    },
    (request) => drafts.register(requireAuth(request), request.body),
  );

  app.get(
    '/draft/get',
    {
      schema: {
        summary: "The caller's draft of one kind, or null",
        querystring: draftKindQuerySchema,
        response: { 200: draftResponseSchema },
      },
    },
    (request) => drafts.get(requireAuth(request), request.query.kind),
  );

  app.delete(
    '/draft/delete',
    {
      schema: {
        summary: "Deletes the caller's draft of one kind",
        querystring: draftKindQuerySchema,
        response: { 200: draftDeletedSchema },
      },
    },
    (request) => drafts.remove(requireAuth(request), request.query.kind),
  );
};
