import { computeTimeSchema, timeLogSchema, trackedTimeSchema } from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { limitRequests, type RequestLimit } from '../../platform/rate-limit/request-limit.ts';
import type { TrackerService } from './tracker.service.ts';

export const trackerRoutes: FastifyPluginAsyncZod<{ tracker: TrackerService; limit: RequestLimit }> = async (
  app,
  { tracker, limit },
) => {
  const onRequest = limitRequests(limit, (request) => request.auth?.userId ?? request.ip);

  app.patch(
    '/user_interaction_logs/compute_time',
    {
      onRequest,
      schema: {
        summary: 'Counts the length of an active span that ended',
        body: computeTimeSchema,
        response: { 200: trackedTimeSchema },
      },
    },
    (request) => tracker.computeTime(requireAuth(request), request.body),
  );

  app.post(
    '/report/register_log',
    {
      onRequest,
      schema: {
        summary: 'Active time log, sent every 10 seconds while the user is active',
        body: timeLogSchema,
        response: { 200: trackedTimeSchema },
      },
    },
    (request) => tracker.registerLog(requireAuth(request), request.body),
  );
};
