import {
  dependentTrailsQuerySchema,
  dependentTrailsSchema,
  learningTrailsListQuerySchema,
  learningTrailsListSchema,
  learningTrailsResultListSchema,
  learningTrailsSummarySchema,
  studentTrailProgressQuerySchema,
  studentTrailProgressSchema,
  trailResultsQuerySchema,
  updateTrailsSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { TrailResultsService } from './trail-results.service.ts';

const educator = { permission: 'create.activities' } as const;

/** The main service's paths of a 'Trilha' activity's trail and results (document 2 section 7). */
export const trailResultsRoutes: FastifyPluginAsyncZod<{ trailResults: TrailResultsService }> = async (
  app,
  { trailResults },
) => {
  app.get(
    '/homeworks/learning_trails_list',
    {
      config: educator,
      schema: {
        summary: "The activity's trail and the platform's published trails whose title holds the search",
        querystring: learningTrailsListQuerySchema,
        response: { 200: learningTrailsListSchema },
      },
    },
    (request) => trailResults.learningTrailsList(requireAuth(request), request.query),
  );

  app.patch(
    '/homeworks/update_trails',
    {
      config: { ...educator, changesStudentLists: true },
      schema: {
        summary: 'Links a published trail to a trail activity, replaces or removes it (not once students started)',
        body: updateTrailsSchema,
        response: { 200: learningTrailsListSchema },
      },
    },
    (request) => trailResults.updateTrails(requireAuth(request), request.body),
  );

  app.get(
    '/homeworks/learning_trails_result_list',
    {
      config: educator,
      schema: {
        summary: "Each assigned student's progress, steps done, score, last access and finish",
        querystring: trailResultsQuerySchema,
        response: { 200: learningTrailsResultListSchema },
      },
    },
    (request) => trailResults.resultList(requireAuth(request), request.query.activity),
  );

  app.get(
    '/homeworks/learning_trails_summary',
    {
      config: educator,
      schema: {
        summary: 'Per step: how many students did it and how its quiz was answered; the class totals',
        querystring: trailResultsQuerySchema,
        response: { 200: learningTrailsSummarySchema },
      },
    },
    (request) => trailResults.summary(requireAuth(request), request.query.activity),
  );

  app.get(
    '/homeworks/learning_trail_progress',
    {
      config: { auditsRead: { what: 'trail_progress', student: 'student', resource: 'activity' } },
      schema: {
        summary: "One student's trail progress: a guardian's dependent, or a student of the teacher's activity",
        querystring: studentTrailProgressQuerySchema,
        response: { 200: studentTrailProgressSchema },
      },
    },
    (request) => trailResults.studentProgress(requireAuth(request), request.query),
  );

  app.get(
    '/guardians/dependent_trails',
    {
      config: { permission: 'view.dependents' },
      schema: {
        summary: "A guardian's dependent's trail activities, each with the trail and the dependent's progress",
        querystring: dependentTrailsQuerySchema,
        response: { 200: dependentTrailsSchema },
      },
    },
    (request) => trailResults.dependentTrails(requireAuth(request), request.query.student),
  );
};
