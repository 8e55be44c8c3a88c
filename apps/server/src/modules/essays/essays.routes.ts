import {
  essayBookmarkListQuerySchema,
  essayBookmarkListSchema,
  essayBookmarkRemovedSchema,
  essayBookmarkRemoveQuerySchema,
  essayBookmarkSchema,
  essayBookmarkUpdateSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { EssaysService } from './essays.service.ts';

export const essaysRoutes: FastifyPluginAsyncZod<{ essays: EssaysService }> = async (app, { essays }) => {
  app.get(
    '/essay_bookmark/list',
    {
      config: { auditsRead: { what: 'essay_marks', student: 'student', resource: 'activity' } },
      schema: {
        summary:
          "Correction marks of a student's essay, with the text they were made on (the student's own once evaluated or a redo asked)",
        querystring: essayBookmarkListQuerySchema,
        response: { 200: essayBookmarkListSchema },
      },
    },
    (request) => essays.list(requireAuth(request), request.query),
  );

  app.post(
    '/essay_bookmark/update',
    {
      config: { permission: 'create.activities' },
      schema: {
        summary: "Creates or changes a correction mark on a student's essay (the activity's teachers)",
        body: essayBookmarkUpdateSchema,
        response: { 200: essayBookmarkSchema },
      },
    },
    (request) => essays.update(requireAuth(request), request.body),
  );

  app.delete(
    '/essay_bookmark/remove',
    {
      config: { permission: 'create.activities' },
      schema: {
        summary: "Removes a correction mark (the activity's teachers)",
        querystring: essayBookmarkRemoveQuerySchema,
        response: { 200: essayBookmarkRemovedSchema },
      },
    },
    (request) => essays.remove(requireAuth(request), request.query.id),
  );
};
