import {
  classroomPositionQuerySchema,
  classroomPositionSchema,
  classroomStandingsQuerySchema,
  classroomStandingsResponseSchema,
  gamesStatementQuerySchema,
  gamesStatementResponseSchema,
  hallPositionSchema,
  rewardClaimBodySchema,
  rewardClaimResponseSchema,
  seasonsListResponseSchema,
  studentPositionQuerySchema,
  studentStandingsQuerySchema,
  studentStandingsResponseSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { sendJson } from '../../platform/http/send-json.ts';
import type { HallOfFameService } from './hall-of-fame.service.ts';
import type { SeasonsService } from './seasons.service.ts';

/**
 * The hall of fame on the main service. No route names a permission: students, educators and
 * administrators each see their part (the services decide), guardians none.
 */
export const hallOfFameRoutes: FastifyPluginAsyncZod<{
  hallOfFame: HallOfFameService;
  seasons: SeasonsService;
}> = async (app, { hallOfFame, seasons }) => {
  app.get(
    '/hall_fame/student_standings',
    {
      schema: {
        summary:
          "The students of a classroom, or of a school (of one grade), ranked by their score over whole months: the top 50 and the caller's row; first names and avatars only",
        querystring: studentStandingsQuerySchema,
        response: { 200: studentStandingsResponseSchema },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await hallOfFame.studentStandings(requireAuth(request), request.query)),
  );

  app.get(
    '/hall_fame/student_position',
    {
      schema: {
        summary: "A student's place among their school's students (of one grade) over whole months",
        querystring: studentPositionQuerySchema,
        response: { 200: hallPositionSchema },
      },
    },
    (request) => hallOfFame.studentPosition(requireAuth(request), request.query),
  );

  app.get(
    '/hall_fame/classroom_standings',
    {
      schema: {
        summary: 'The classrooms of a school ranked by the sum of their students’ scores over whole months',
        querystring: classroomStandingsQuerySchema,
        response: { 200: classroomStandingsResponseSchema },
      },
    },
    (request) => hallOfFame.classroomStandings(requireAuth(request), request.query),
  );

  app.get(
    '/hall_fame/classroom_position',
    {
      schema: {
        summary: "A classroom's place among its school's classrooms (a student's own by default)",
        querystring: classroomPositionQuerySchema,
        response: { 200: classroomPositionSchema },
      },
    },
    (request) => hallOfFame.classroomPosition(requireAuth(request), request.query),
  );

  app.get(
    '/hall_fame/games_statement',
    {
      schema: {
        summary: "A student's scored challenges over whole months, newest first, 20 a page",
        querystring: gamesStatementQuerySchema,
        response: { 200: gamesStatementResponseSchema },
      },
    },
    (request) => hallOfFame.gamesStatement(requireAuth(request), request.query),
  );

  app.get(
    '/seasons/list',
    {
      schema: {
        summary: "The platform's seasons with their rewards; a student's with what they earned and claimed",
        response: { 200: seasonsListResponseSchema },
      },
    },
    (request) => seasons.list(requireAuth(request)),
  );

  app.post(
    '/rewards/claim',
    {
      schema: {
        summary: "A student's reward of an ended season, once (409 for a second claim)",
        body: rewardClaimBodySchema,
        response: { 200: rewardClaimResponseSchema },
      },
    },
    (request) => seasons.claim(requireAuth(request), request.body.season_id),
  );
};
