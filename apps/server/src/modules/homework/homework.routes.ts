import {
  homeworkActivityQuerySchema,
  homeworkGameDetailSchema,
  homeworkGameQuerySchema,
  homeworkGameQuestionsSchema,
  homeworkGamesListSchema,
  homeworkStudentGamesQuerySchema,
  homeworkStudentGamesSchema,
  homeworkSummarySchema,
  updateGamesSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { HomeworkService } from './homework.service.ts';

const educator = { permission: 'create.activities' } as const;

/** The main service's homeworks paths (document 2 section 7). */
export const homeworkRoutes: FastifyPluginAsyncZod<{ homework: HomeworkService }> = async (app, { homework }) => {
  app.post(
    '/homeworks/update_games',
    {
      config: educator,
      schema: {
        summary: "Removes and adds the tarefa's challenges, in the order given, until a student's play counts",
        body: updateGamesSchema,
        response: { 200: homeworkGamesListSchema },
      },
    },
    (request) => homework.updateGames(requireAuth(request), request.body),
  );

  app.get(
    '/homeworks/games_list',
    {
      config: educator,
      schema: {
        summary: "The tarefa's challenges in order; done when every assigned student played it",
        querystring: homeworkActivityQuerySchema,
        response: { 200: homeworkGamesListSchema },
      },
    },
    (request) => homework.gamesList(requireAuth(request), request.query.activity),
  );

  app.get(
    '/homeworks/summary',
    {
      config: educator,
      schema: {
        summary: "The tarefa's results per student: state, challenges played, score and pokz",
        querystring: homeworkActivityQuerySchema,
        response: { 200: homeworkSummarySchema },
      },
    },
    (request) => homework.summary(requireAuth(request), request.query.activity),
  );

  app.get(
    '/homeworks/game_detail',
    {
      config: educator,
      schema: {
        summary: 'One challenge of the tarefa: how each assigned student did in it',
        querystring: homeworkGameQuerySchema,
        response: { 200: homeworkGameDetailSchema },
      },
    },
    (request) => homework.gameDetail(requireAuth(request), request.query.activity, request.query.game),
  );

  app.get(
    '/homeworks/game_questions',
    {
      config: educator,
      schema: {
        summary: 'Each round of one challenge of the tarefa: how many answered it and got it right',
        querystring: homeworkGameQuerySchema,
        response: { 200: homeworkGameQuestionsSchema },
      },
    },
    (request) => homework.gameQuestions(requireAuth(request), request.query.activity, request.query.game),
  );

  app.get(
    '/homeworks/student_games',
    {
      config: { auditsRead: { what: 'homework_games', student: 'student', resource: 'activity' } },
      schema: {
        summary:
          "A student's challenges of the tarefa and how each went: their own, or any assigned student's (educator)",
        querystring: homeworkStudentGamesQuerySchema,
        response: { 200: homeworkStudentGamesSchema },
      },
    },
    (request) => homework.studentGames(requireAuth(request), request.query.activity, request.query.student),
  );
};
