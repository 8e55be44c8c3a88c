import {
  can,
  confirmPrivacyRequestSchema,
  createPrivacyRequestSchema,
  privacyRequestDownloadQuerySchema,
  privacyRequestListSchema,
  privacyRequestPageSchema,
  privacyRequestParamsSchema,
  privacyRequestSchema,
  privacyRequestsQuerySchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { PrivacyRequestsService } from './privacy-requests.service.ts';

/** Data requests (issue 27 parts 3 and 4): exports and erasures of a person's data. */
export const privacyRequestsRoutes: FastifyPluginAsyncZod<{ requests: PrivacyRequestsService }> = async (
  app,
  { requests },
) => {
  app.post(
    '/privacy/requests',
    {
      config: { permission: 'create.privacyRequests' },
      schema: {
        summary: "Asks for a copy or the erasure of a dependent's data (subject_id) or of the caller's own",
        body: createPrivacyRequestSchema,
        response: { 201: privacyRequestSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await requests.create(requireAuth(request), request.body)),
  );

  app.post(
    '/privacy/requests/:id/confirm',
    {
      config: { permission: 'create.privacyRequests' },
      schema: {
        summary:
          "Confirms an erasure with the asker's password and the person's first name; it then runs within minutes",
        params: privacyRequestParamsSchema,
        body: confirmPrivacyRequestSchema,
        response: { 200: privacyRequestSchema },
      },
    },
    (request) => requests.confirm(requireAuth(request), request.params.id, request.body, request.ip),
  );

  app.post(
    '/privacy/requests/:id/cancel',
    {
      config: { permission: 'create.privacyRequests' },
      schema: {
        summary: 'Cancels a request of the caller that has not started',
        params: privacyRequestParamsSchema,
        response: { 200: privacyRequestSchema },
      },
    },
    (request) => requests.cancel(requireAuth(request), request.params.id),
  );

  app.get(
    '/privacy/requests/mine',
    {
      config: { permission: 'create.privacyRequests' },
      schema: {
        summary: 'The requests the caller asked, newest first, with the link to each export while it lasts',
        response: { 200: privacyRequestListSchema },
      },
    },
    (request) => requests.mine(requireAuth(request)),
  );

  app.get(
    '/privacy/requests',
    {
      config: { permission: 'manage.privacyRequests' },
      schema: {
        summary: "Every data request of the caller's platform, newest first, by kind and status",
        querystring: privacyRequestsQuerySchema,
        response: { 200: privacyRequestPageSchema },
      },
    },
    (request) => requests.page(requireAuth(request), request.query),
  );

  app.get(
    '/privacy/requests/:id',
    {
      config: { permission: 'create.privacyRequests' },
      schema: {
        summary: "One request: the caller's own, or any of the platform's for its administration",
        params: privacyRequestParamsSchema,
        response: { 200: privacyRequestSchema },
      },
    },
    (request) => {
      const user = requireAuth(request);
      return requests.one(user, request.params.id, can(user.role, 'manage.privacyRequests'));
    },
  );

  app.get(
    '/privacy/requests/:id/download',
    {
      config: { public: true },
      schema: {
        summary: "An export's zip by its signed link (expires, signature), without a token; each download is recorded",
        params: privacyRequestParamsSchema,
        querystring: privacyRequestDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { body, size, fileName } = await requests.download(request.params.id, request.query);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(size))
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
