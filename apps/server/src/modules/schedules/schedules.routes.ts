import {
  scheduleClassroomsSchema,
  scheduleContentSchema,
  scheduleCreateSchema,
  scheduleDetailsSchema,
  scheduleEditSchema,
  scheduleIdQuerySchema,
  scheduleIdSchema,
  scheduleIntroSchema,
  scheduleListQuerySchema,
  scheduleListSchema,
  scheduleMessageCreateSchema,
  scheduleOkSchema,
  scheduleSummarySchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { SchedulesService } from './schedules.service.ts';

/** The educator's agenda paths (main service, endpoints.tsv); each needs create.schedules. */
export const schedulesRoutes: FastifyPluginAsyncZod<{ schedules: SchedulesService }> = async (app, { schedules }) => {
  const config = { permission: 'create.schedules' } as const;

  app.post(
    '/schedules/create',
    {
      config,
      schema: {
        summary: 'Step 1: a draft agenda item for classrooms',
        body: scheduleCreateSchema,
        response: { 200: scheduleEditSchema },
      },
    },
    (request) => schedules.create(requireAuth(request), request.body),
  );
  app.patch(
    '/schedules/intro/update',
    {
      config,
      schema: {
        summary: 'Step 2: title, classrooms and ISO dates',
        body: scheduleIntroSchema,
        response: { 200: scheduleEditSchema },
      },
    },
    (request) => schedules.updateIntro(requireAuth(request), request.body),
  );
  app.patch(
    '/schedules/content/update',
    {
      config,
      schema: {
        summary: "Step 3: rich text; a survey's questions; an authorization's text",
        body: scheduleContentSchema,
        response: { 200: scheduleEditSchema },
      },
    },
    (request) => schedules.updateContent(requireAuth(request), request.body),
  );
  app.patch(
    '/schedules/messages/create',
    {
      config,
      schema: {
        summary: 'Step 4: adds a message to the item',
        body: scheduleMessageCreateSchema,
        response: { 200: scheduleEditSchema },
      },
    },
    (request) => schedules.addMessage(requireAuth(request), request.body),
  );

  for (const change of ['draft', 'publish', 'finish', 'archive'] as const) {
    app.patch(
      `/schedules/status/${change}`,
      {
        config,
        schema: {
          summary: `Status change: ${change}`,
          body: scheduleIdSchema,
          response: { 200: scheduleSummarySchema },
        },
      },
      (request) => schedules.changeStatus(requireAuth(request), request.body.schedule_id, change),
    );
  }
  app.delete(
    '/schedules/status/delete',
    {
      config,
      schema: { summary: 'Deletes a draft', querystring: scheduleIdQuerySchema, response: { 200: scheduleOkSchema } },
    },
    (request) => schedules.remove(requireAuth(request), request.query.schedule_id),
  );

  app.get(
    '/schedules',
    {
      config,
      schema: {
        summary: "The educator's items",
        querystring: scheduleListQuerySchema,
        response: { 200: scheduleListSchema },
      },
    },
    (request) => schedules.list(requireAuth(request), request.query),
  );
  app.get(
    '/schedules/details',
    {
      config,
      schema: {
        summary: 'An item with who read, answered, authorized or refused',
        querystring: scheduleIdQuerySchema,
        response: { 200: scheduleDetailsSchema },
      },
    },
    (request) => schedules.details(requireAuth(request), request.query.schedule_id),
  );
  app.get(
    '/schedules/classrooms',
    {
      config,
      schema: { summary: 'Classrooms the educator may write for', response: { 200: scheduleClassroomsSchema } },
    },
    (request) => schedules.classrooms(requireAuth(request)),
  );
  app.get(
    '/schedules/details/edit',
    {
      config,
      schema: {
        summary: 'An item as the editor fills its steps',
        querystring: scheduleIdQuerySchema,
        response: { 200: scheduleEditSchema },
      },
    },
    (request) => schedules.detailsEdit(requireAuth(request), request.query.schedule_id),
  );
};
