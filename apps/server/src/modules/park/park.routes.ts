import {
  arcadeCreateBodySchema,
  arcadeCreateResponseSchema,
  arcadeFinishBodySchema,
  arcadeFinishResponseSchema,
  checkinResponseSchema,
  gameCheckoutBodySchema,
  gameCheckoutResponseSchema,
  IDEMPOTENCY_HEADER,
  idempotencyHeadersSchema,
  parkStatementQuerySchema,
  parkStatementResponseSchema,
  ticketCheckoutBodySchema,
  ticketCheckoutResponseSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { isMobile } from '../challenges/challenges.module.ts';
import type { ParkService } from './park.service.ts';

/** The park's paths on the main service (document 3 section 7, 'Park'). */
export const parkRoutes: FastifyPluginAsyncZod<{ park: ParkService }> = async (app, { park }) => {
  app.get(
    '/park/credits/statement',
    {
      config: { permission: 'view.park' },
      schema: {
        summary: "The caller's park credits, today's ticket and the credits statement, a page at a time",
        querystring: parkStatementQuerySchema,
        response: { 200: parkStatementResponseSchema },
      },
    },
    (request) => park.statement(requireAuth(request), request.query),
  );

  app.post(
    '/park/tickets/checkout',
    {
      config: { permission: 'create.parkSpends' },
      schema: {
        summary: "Buys today's park ticket with credits (once per Idempotency-Key)",
        headers: idempotencyHeadersSchema,
        body: ticketCheckoutBodySchema,
        response: { 200: ticketCheckoutResponseSchema },
      },
    },
    (request) => park.buyTicket(requireAuth(request), request.body, request.headers[IDEMPOTENCY_HEADER]),
  );

  app.get(
    '/park/tickets/checkin',
    {
      config: { permission: 'view.park' },
      schema: {
        summary: "Enters the park with today's ticket: its arcade games and the plays paid and not finished",
        response: { 200: checkinResponseSchema },
      },
    },
    (request) => park.checkIn(requireAuth(request)),
  );

  app.post(
    '/park/tickets/games/checkout',
    {
      config: { permission: 'create.parkSpends' },
      schema: {
        summary: 'Pays one play of an arcade game with credits (once per Idempotency-Key)',
        headers: idempotencyHeadersSchema,
        body: gameCheckoutBodySchema,
        response: { 200: gameCheckoutResponseSchema },
      },
    },
    (request) => park.buyGame(requireAuth(request), request.body, request.headers[IDEMPOTENCY_HEADER]),
  );

  app.post(
    '/park/arcades/create',
    {
      config: { permission: 'create.parkSpends' },
      schema: {
        summary: 'Opens the play a game checkout paid for, with a play token of the game runtime',
        body: arcadeCreateBodySchema,
        response: { 200: arcadeCreateResponseSchema },
      },
    },
    (request) => park.openArcade(requireAuth(request), request.body, isMobile(request)),
  );

  app.patch(
    '/park/arcades/finish-game',
    {
      config: { permission: 'create.parkSpends' },
      schema: {
        summary: "Scores an arcade play from the frame's answers, once",
        body: arcadeFinishBodySchema,
        response: { 200: arcadeFinishResponseSchema },
      },
    },
    (request) => park.finishArcade(requireAuth(request), request.body),
  );
};
