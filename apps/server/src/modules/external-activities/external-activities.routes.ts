import {
  activityCountsSchema,
  activityStatsSchema,
  type ExternalService,
  externalActivityListSchema,
  externalCountQuerySchema,
  externalListQuerySchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { ExternalActivitiesService } from './external-activities.service.ts';

/** The student's paths of an external activity service; registered once under each of tasks, exams and trails. */
export const externalActivitiesRoutes: FastifyPluginAsyncZod<{
  externalActivities: ExternalActivitiesService;
  service: ExternalService;
}> = async (app, { externalActivities, service }) => {
  app.get(
    '/activity/students/list',
    {
      config: { permission: 'view.pendingActivities' },
      schema: {
        summary:
          "The student's open activities of this service, soonest deadline first (status: 1, 2, 5); status=3 lists the finished ones",
        querystring: externalListQuerySchema,
        response: { 200: externalActivityListSchema },
      },
    },
    (request) => externalActivities.list(requireAuth(request), service, request.query),
  );

  app.get(
    '/activity/students/count',
    {
      config: { permission: 'view.pendingActivities' },
      schema: {
        summary: "Counts of the student's open activities of this service and of those due in under 48 hours",
        querystring: externalCountQuerySchema,
        response: { 200: activityCountsSchema },
      },
    },
    (request) => externalActivities.counts(requireAuth(request), service, request.query),
  );

  app.get(
    '/activity/students/records/stats',
    {
      config: { permission: 'view.pendingActivities' },
      schema: {
        summary: "Totals of the student's record on this service: finished activities and those ended undone",
        response: { 200: activityStatsSchema },
      },
    },
    (request) => externalActivities.stats(requireAuth(request), service),
  );
};
