import { responsibleDeleteQuerySchema, responsibleInputSchema, responsiblesResponseSchema } from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { ResponsiblesService } from './responsibles.service.ts';

export const responsiblesRoutes: FastifyPluginAsyncZod<{ responsibles: ResponsiblesService }> = async (
  app,
  { responsibles },
) => {
  app.get(
    '/profile/stu_responsible_info',
    {
      config: { permission: 'view.responsibles' },
      schema: { summary: "The student's responsible adults", response: { 200: responsiblesResponseSchema } },
    },
    (request) => responsibles.list(requireAuth(request)),
  );

  app.post(
    '/profile/stu_responsible',
    {
      config: { permission: 'view.responsibles' },
      schema: {
        summary: 'Adds a responsible adult (name, relationship, e-mail, phone)',
        body: responsibleInputSchema,
        response: { 200: responsiblesResponseSchema },
      },
    },
    (request) => responsibles.add(requireAuth(request), request.body),
  );

  app.delete(
    '/profile/responsible',
    {
      config: { permission: 'view.responsibles' },
      schema: {
        summary: 'Removes one of the student’s responsible adults (query id)',
        querystring: responsibleDeleteQuerySchema,
        response: { 200: responsiblesResponseSchema },
      },
    },
    (request) => responsibles.remove(requireAuth(request), request.query.id),
  );
};
