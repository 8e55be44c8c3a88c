import {
  authorizationCodeSchema,
  authorizationCodeSentSchema,
  authorizationValidateSchema,
  feedTokenParamsSchema,
  guardianArchiveSchema,
  guardianFavoriteSchema,
  guardianItemQuerySchema,
  guardianReplySchema,
  guardianScheduleDetailsSchema,
  guardianScheduleListQuerySchema,
  guardianScheduleListSchema,
  scheduleFeedSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { GuardianSchedulesService } from './guardian-schedules.service.ts';

/** The guardian's agenda paths (main service); each needs view.schedules, except the secret feed. */
export const guardianSchedulesRoutes: FastifyPluginAsyncZod<{ guardianSchedules: GuardianSchedulesService }> = async (
  app,
  { guardianSchedules: agenda },
) => {
  const config = { permission: 'view.schedules' } as const;
  const details = { 200: guardianScheduleDetailsSchema };

  app.get(
    '/schedules/guardian',
    {
      config,
      schema: {
        summary: "The guardian's items, one per child (every status and type when no filter is given)",
        querystring: guardianScheduleListQuerySchema,
        response: { 200: guardianScheduleListSchema },
      },
    },
    (request) => agenda.list(requireAuth(request), request.query),
  );
  app.get(
    '/schedules/guardian/details',
    {
      config,
      schema: {
        summary: 'One item for one child; marks it read',
        querystring: guardianItemQuerySchema,
        response: details,
      },
    },
    (request) => agenda.details(requireAuth(request), request.query),
  );
  app.patch(
    '/schedules/guardian/reply',
    {
      config,
      schema: {
        summary: "A survey's answers, or refusing an authorization",
        body: guardianReplySchema,
        response: details,
      },
    },
    (request) => agenda.reply(requireAuth(request), request.body),
  );
  app.patch(
    '/schedules/guardian/favorite',
    {
      config,
      schema: { summary: 'Marks or unmarks an item as favourite', body: guardianFavoriteSchema, response: details },
    },
    (request) => agenda.favorite(requireAuth(request), request.body),
  );
  app.patch(
    '/schedules/guardian/archive',
    { config, schema: { summary: 'Archives or brings back an item', body: guardianArchiveSchema, response: details } },
    (request) => agenda.archive(requireAuth(request), request.body),
  );
  app.patch(
    '/schedules/authorizations/generate-code',
    {
      config,
      schema: {
        summary: 'Mails a six-digit code (10 minutes, 5 tries) to sign an authorization',
        body: authorizationCodeSchema,
        response: { 200: authorizationCodeSentSchema },
      },
    },
    (request) => agenda.generateCode(requireAuth(request), request.body),
  );
  app.patch(
    '/schedules/authorizations/validate-code',
    {
      config,
      schema: { summary: 'Signs an authorization with its code', body: authorizationValidateSchema, response: details },
    },
    (request) => agenda.validateCode(requireAuth(request), request.body),
  );

  app.get(
    '/schedules/guardian/feed',
    { config, schema: { summary: "The guardian's secret iCalendar address", response: { 200: scheduleFeedSchema } } },
    (request) => agenda.feedUrl(requireAuth(request)),
  );
  app.patch(
    '/schedules/guardian/feed',
    {
      config,
      schema: { summary: 'A new iCalendar address; the old one stops working', response: { 200: scheduleFeedSchema } },
    },
    (request) => agenda.feedUrl(requireAuth(request), true),
  );
  app.get(
    '/schedules/feed/:token',
    {
      config: { public: true },
      schema: {
        summary: "A guardian's agenda as iCalendar (RFC 5545); the address is the secret",
        params: feedTokenParamsSchema,
      },
    },
    async (request, reply) => {
      const calendar = await agenda.feed(request.params.token);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(calendar);
    },
  );
};
