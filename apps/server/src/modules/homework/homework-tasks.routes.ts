import {
  homeworkFinishSchema,
  homeworkGameResultSchema,
  homeworkProgressSchema,
  homeworkResultsQuerySchema,
  homeworkResultsResponseSchema,
  homeworkResultsSchema,
  homeworkShowQuerySchema,
  homeworkShowSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { HomeworkTasksService } from './homework-tasks.service.ts';

const student = { permission: 'view.pendingActivities' } as const;
/** Counting a play may hand the tarefa in, which moves it to the student's closed list. */
const handsIn = { ...student, changesStudentLists: true } as const;

/** The tasks service's student paths of a tarefa (document 2 section 7). */
export const homeworkTasksRoutes: FastifyPluginAsyncZod<{ tasks: HomeworkTasksService }> = async (app, { tasks }) => {
  app.get(
    '/activity/show',
    {
      config: student,
      schema: {
        summary: 'The tarefa and its challenges, each with whether the student played it and the score',
        querystring: homeworkShowQuerySchema,
        response: { 200: homeworkShowSchema },
      },
    },
    (request) => tasks.show(requireAuth(request), request.query.activity_id),
  );

  app.post(
    '/activity/create/game/result',
    {
      config: handsIn,
      schema: {
        summary: 'Counts a scored play for the tarefa, once per challenge; the last one hands the tarefa in',
        body: homeworkGameResultSchema,
        response: { 200: homeworkProgressSchema },
      },
    },
    (request) => {
      const { activity_id, ...play } = request.body;
      return tasks.countPlay(requireAuth(request), activity_id, play);
    },
  );

  app.post(
    '/activity/create/result',
    {
      config: handsIn,
      schema: {
        summary: 'Counts several scored plays at once (kept while offline); all of them or none',
        body: homeworkResultsSchema,
        response: { 200: homeworkProgressSchema },
      },
    },
    (request) => tasks.countPlays(requireAuth(request), request.body.activity_id, request.body.results),
  );

  app.post(
    '/activity/students/finish',
    {
      config: handsIn,
      schema: {
        summary: 'Hands the tarefa in with the challenges played so far (idempotent)',
        body: homeworkFinishSchema,
        response: { 200: homeworkProgressSchema },
      },
    },
    (request) => tasks.finish(requireAuth(request), request.body.activity_id),
  );

  app.get(
    '/activity/students/results',
    {
      config: student,
      schema: {
        summary: "The student's result in each challenge of the tarefa",
        querystring: homeworkResultsQuerySchema,
        response: { 200: homeworkResultsResponseSchema },
      },
    },
    (request) => tasks.results(requireAuth(request), request.query.activity_ids),
  );
};
