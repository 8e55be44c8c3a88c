import {
  calculateScoreBodySchema,
  gameAnalyzeQuerySchema,
  gameAnalyzeResponseSchema,
  gameDataOnlyParamsSchema,
  gameDataOnlyResponseSchema,
  gamePlayRequestSchema,
  gamePlayResponseSchema,
  gameScoreResultSchema,
  levelIndexResponseSchema,
} from '@ava/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerTokenOf, requireAuth } from '../../platform/auth/auth.plugin.ts';
import { limitRequests, type RequestLimit } from '../../platform/rate-limit/request-limit.ts';
import type { GamePlayService } from './game-play.service.ts';

/** Phones and tablets get the runtime's touch layout. */
export const isMobile = (request: FastifyRequest) =>
  /Mobi|Android|iPad|iPhone/i.test(request.headers['user-agent'] ?? '');

/**
 * The games service's side of playing: the play token and the two calls of the game runtime,
 * which holds the play token only (never the session), so they are public routes that check it.
 */
export const gamePlayRoutes: FastifyPluginAsyncZod<{ play: GamePlayService; runtimeLimit: RequestLimit }> = async (
  app,
  { play, runtimeLimit },
) => {
  app.post(
    '/games/play',
    {
      schema: {
        summary:
          'A play token (2 hours) for one challenge and the caller, and the game frame’s address; non-students play in sandbox',
        body: gamePlayRequestSchema,
        response: { 200: gamePlayResponseSchema },
      },
    },
    (request) => play.play(requireAuth(request), request.body.oed_content_id, isMobile(request)),
  );

  app.get(
    '/educational_contents/games/data_only/:content_id',
    {
      config: { public: true },
      onRequest: limitRequests(runtimeLimit),
      schema: {
        summary: 'What the runtime plays, read with the play token as the bearer (498 for any other token)',
        params: gameDataOnlyParamsSchema,
        response: { 200: gameDataOnlyResponseSchema },
      },
    },
    (request) => play.dataOnly(bearerTokenOf(request), request.params.content_id),
  );

  app.get(
    '/educational_contents/games/analyze',
    {
      config: { public: true },
      onRequest: limitRequests(runtimeLimit),
      schema: {
        summary: "Whether the play token's challenge plays with a layout (its own, or layout_id), for the preview",
        querystring: gameAnalyzeQuerySchema,
        response: { 200: gameAnalyzeResponseSchema },
      },
    },
    (request) => play.analyze(request.query),
  );
};

/** The main service's side: scoring a play and the levels it counts for. */
export const gameResultsRoutes: FastifyPluginAsyncZod<{ play: GamePlayService }> = async (app, { play }) => {
  app.post(
    '/game_results/calculate_score',
    {
      schema: {
        summary:
          "A challenge's score from its answers; a student's recorded once per play token (level, map energy), a teacher's sandbox play only answered (fromTeacher)",
        body: calculateScoreBodySchema,
        response: { 200: gameScoreResultSchema },
      },
    },
    (request) => play.calculateScore(requireAuth(request), request.body),
  );

  app.get(
    '/level/index',
    {
      schema: {
        summary: "The platform's levels, each requisition with the caller's progress and done flag",
        response: { 200: levelIndexResponseSchema },
      },
    },
    (request) => play.levelIndex(requireAuth(request)),
  );
};
