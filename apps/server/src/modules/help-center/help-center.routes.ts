import {
  helpCommentCreatedSchema,
  helpCommentCreateSchema,
  helpSubjectsResponseSchema,
  helpTicketCreatedSchema,
  helpTicketCreateSchema,
  helpTicketDetailsQuerySchema,
  helpTicketDetailsSchema,
  helpTicketsQuerySchema,
  helpTicketsResponseSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { HelpCenterService } from './help-center.service.ts';

/** Paths exactly as endpoints.tsv writes them: some with hyphens, some with underscores. */
export const helpCenterRoutes: FastifyPluginAsyncZod<{ help: HelpCenterService }> = async (app, { help }) => {
  const config = { permission: 'view.helpCenter' } as const;

  app.get(
    '/help_center_calls/subjects',
    {
      config,
      schema: { summary: 'Subjects a help-center ticket can be about', response: { 200: helpSubjectsResponseSchema } },
    },
    (request) => help.subjects(requireAuth(request)),
  );

  app.post(
    '/help-center-calls/tickets/create',
    {
      config,
      schema: {
        summary: 'Opens a help-center ticket of the caller',
        body: helpTicketCreateSchema,
        response: { 201: helpTicketCreatedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await help.createTicket(requireAuth(request), request.body)),
  );

  app.get(
    '/help_center_calls/tickets',
    {
      config,
      schema: {
        summary: "The caller's tickets, or every ticket of the platform for its back office (scope=platform)",
        querystring: helpTicketsQuerySchema,
        response: { 200: helpTicketsResponseSchema },
      },
    },
    (request) => help.tickets(requireAuth(request), request.query),
  );

  app.get(
    '/help_center_calls/details',
    {
      config,
      schema: {
        summary: 'A ticket with its conversation (its asker or the back office)',
        querystring: helpTicketDetailsQuerySchema,
        response: { 200: helpTicketDetailsSchema },
      },
    },
    (request) => help.details(requireAuth(request), request.query.ticket_id),
  );

  app.post(
    '/help-center-calls/comments/create',
    {
      config,
      schema: {
        summary: 'Writes on a ticket; the back office may also close or reopen it',
        body: helpCommentCreateSchema,
        response: { 201: helpCommentCreatedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await help.comment(requireAuth(request), request.body)),
  );
};
