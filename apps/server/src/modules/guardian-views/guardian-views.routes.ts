import {
  guardianActivitiesQuerySchema,
  guardianActivitiesResponseSchema,
  guardianGradesQuerySchema,
  guardianGradesResponseSchema,
  guardianGradesSummaryResponseSchema,
  guardianPerformanceQuerySchema,
  guardianPerformanceResponseSchema,
  guardianStudentQuerySchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { GuardianViewsService } from './guardian-views.service.ts';

/** The guardian views of document 3 section 7, for guardians only (view.guardianDashboard). */
export const guardianViewsRoutes: FastifyPluginAsyncZod<{ views: GuardianViewsService }> = async (app, { views }) => {
  const config = { permission: 'view.guardianDashboard' } as const;

  app.get(
    '/guardians/activities',
    {
      config,
      schema: {
        summary: "The dependents' activities with the guardian statuses (query student, status, activity_type)",
        querystring: guardianActivitiesQuerySchema,
        response: { 200: guardianActivitiesResponseSchema },
      },
    },
    (request) => views.activities(requireAuth(request), request.query),
  );

  app.get(
    '/guardians/grades',
    {
      config,
      schema: {
        summary: "The dependents' latest grades with the teachers' comments (query student, activity_type, limit)",
        querystring: guardianGradesQuerySchema,
        response: { 200: guardianGradesResponseSchema },
      },
    },
    (request) => views.grades(requireAuth(request), request.query),
  );

  app.get(
    '/guardians/grades/summary',
    {
      config,
      schema: {
        summary: 'Per dependent: the average, number and best of the grades, overall and per activity type',
        querystring: guardianStudentQuerySchema,
        response: { 200: guardianGradesSummaryResponseSchema },
      },
    },
    (request) => views.gradesSummary(requireAuth(request), request.query.student),
  );

  app.get(
    '/guardians/activities/performance',
    {
      config,
      schema: {
        summary:
          'Per dependent and month (America/Sao_Paulo): the average grade and the answers sent (query student, months)',
        querystring: guardianPerformanceQuerySchema,
        response: { 200: guardianPerformanceResponseSchema },
      },
    },
    (request) => views.performance(requireAuth(request), request.query),
  );
};
