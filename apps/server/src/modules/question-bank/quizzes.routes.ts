import {
  messageResponseSchema,
  quizCreateSchema,
  quizIdSchema,
  quizListResponseSchema,
  quizListSchema,
  quizResponseSchema,
  quizShowResponseSchema,
  quizUpdateSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { QuizzesService } from './quizzes.service.ts';

const config = { permission: 'create.questions' } as const;

/** Quizzes (questionnaires) of the questions service; each educator sees only their own. */
export const quizzesRoutes: FastifyPluginAsyncZod<{ quizzes: QuizzesService }> = async (app, { quizzes }) => {
  app.post(
    '/quizzes/create',
    {
      config,
      schema: {
        summary: 'Creates a quiz with bank questions, new questions or edits of the caller’s own',
        body: quizCreateSchema,
        response: { 201: quizResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await quizzes.create(requireAuth(request), request.body)),
  );

  app.patch(
    '/quizzes/update',
    {
      config,
      schema: {
        summary: 'Edits one of the caller’s quizzes',
        body: quizUpdateSchema,
        response: { 200: quizResponseSchema },
      },
    },
    (request) => quizzes.update(requireAuth(request), request.body),
  );

  app.patch(
    '/quizzes/delete',
    {
      config,
      schema: {
        summary: 'Deletes one of the caller’s quizzes (its questions stay)',
        body: quizIdSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => quizzes.remove(requireAuth(request), request.body.id),
  );

  app.post(
    '/quizzes/show',
    {
      config,
      schema: {
        summary: 'One of the caller’s quizzes with its questions',
        body: quizIdSchema,
        response: { 200: quizShowResponseSchema },
      },
    },
    (request) => quizzes.show(requireAuth(request), request.body.id),
  );

  app.post(
    '/quizzes/all',
    {
      config,
      schema: {
        summary: 'The caller’s quizzes, newest first',
        body: quizListSchema,
        response: { 200: quizListResponseSchema },
      },
    },
    (request) => quizzes.list(requireAuth(request), request.body),
  );
};
