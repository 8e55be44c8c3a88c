import {
  forumListSchema,
  forumNewCommentResponseSchema,
  trailActivityQuerySchema,
  trailFinishResponseSchema,
  trailFinishSchema,
  trailForumCommentSchema,
  trailForumQuerySchema,
  trailForumRemoveSchema,
  trailPlayerShowSchema,
  trailProgressSavedSchema,
  trailProgressSaveSchema,
  trailProgressSummarySchema,
  trailQuizAnsweredSchema,
  trailQuizAnswerSchema,
  trailStartResponseSchema,
  trailStartSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { TrailForum } from './trail-forum.service.ts';
import type { TrailPlayerService } from './trail-player.service.ts';

const student = { permission: 'view.pendingActivities' } as const;

/** The trails service's student paths (document 2 section 7 'External services'). */
export const trailsServiceRoutes: FastifyPluginAsyncZod<{ player: TrailPlayerService; forum: TrailForum }> = async (
  app,
  { player, forum },
) => {
  app.post(
    '/activity/students/start',
    {
      config: { ...student, changesStudentLists: true },
      schema: {
        summary: 'Sets the start flag of the student’s trail; again, answers the journey that stands',
        body: trailStartSchema,
        response: { 200: trailStartResponseSchema },
      },
    },
    (request) => player.start(requireAuth(request), request.body.activity_id),
  );

  app.get(
    '/activity/students/show',
    {
      config: student,
      schema: {
        summary: 'The trail with its steps in order, the activity and the student’s progress, in one answer',
        querystring: trailActivityQuerySchema,
        response: { 200: trailPlayerShowSchema },
      },
    },
    (request) => player.show(requireAuth(request), request.query.activity_id),
  );

  app.get(
    '/activity/students/results',
    {
      config: student,
      schema: {
        summary: 'The student’s trail progress: percent done, the steps’ records and unread comments',
        querystring: trailActivityQuerySchema,
        response: { 200: trailProgressSummarySchema },
      },
    },
    (request) => player.progress(requireAuth(request), request.query.activity_id),
  );

  app.post(
    '/activity/create/trail/result',
    {
      config: student,
      schema: {
        summary: 'Saves one step: done, score, annotation, bookmark (idempotent)',
        body: trailProgressSaveSchema,
        response: { 200: trailProgressSavedSchema },
      },
    },
    (request) => player.saveProgress(requireAuth(request), request.body),
  );

  app.post(
    '/activity/create/quiz/answer',
    {
      config: student,
      schema: {
        summary: 'Saves the answer to one question of a quiz step, with its correctness',
        body: trailQuizAnswerSchema,
        response: { 200: trailQuizAnsweredSchema },
      },
    },
    (request) => player.answerQuiz(requireAuth(request), request.body),
  );

  app.post(
    '/activity/students/finish',
    {
      config: { ...student, changesStudentLists: true },
      schema: {
        summary: 'Finishes the trail once every step is done; scores, pays and certifies once',
        body: trailFinishSchema,
        response: { 200: trailFinishResponseSchema },
      },
    },
    (request) => player.finish(requireAuth(request), request.body.activity_id),
  );

  app.get(
    '/activity/show/forum/comments',
    {
      schema: {
        summary: 'A page of a step’s forum (hidden from a student until they comment, with hideComments)',
        querystring: trailForumQuerySchema,
        response: { 200: forumListSchema },
      },
    },
    (request) => forum.list(requireAuth(request), request.query),
  );

  app.post(
    '/activity/create/forum/comment',
    {
      config: { changesStudentLists: true },
      schema: {
        summary: 'Posts a comment or a reply in a step’s forum',
        body: trailForumCommentSchema,
        response: { 201: forumNewCommentResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await forum.post(requireAuth(request), request.body)),
  );

  app.delete(
    '/activity/remove/forum/comment',
    {
      config: { changesStudentLists: true },
      schema: {
        summary: 'Removes a comment of a step’s forum (a student only with deleteComments)',
        querystring: trailForumRemoveSchema,
      },
    },
    async (request, reply) => {
      await forum.remove(requireAuth(request), request.query.comment);
      return reply.status(204).send();
    },
  );
};

/** The main service's trail paths (document 2 section 7 'Trails (main service)'); the same service functions. */
export const trailsMainRoutes: FastifyPluginAsyncZod<{ player: TrailPlayerService }> = async (app, { player }) => {
  app.patch(
    '/trails/save_progress',
    {
      config: student,
      schema: {
        summary: 'Saves one step of the student’s trail (as POST /api/trails/activity/create/trail/result)',
        body: trailProgressSaveSchema,
        response: { 200: trailProgressSavedSchema },
      },
    },
    (request) => player.saveProgress(requireAuth(request), request.body),
  );

  app.patch(
    '/trails/trail_finish',
    {
      config: { ...student, changesStudentLists: true },
      schema: {
        summary: 'Finishes the student’s trail (as POST /api/trails/activity/students/finish)',
        body: trailFinishSchema,
        response: { 200: trailFinishResponseSchema },
      },
    },
    (request) => player.finish(requireAuth(request), request.body.activity_id),
  );

  app.get(
    '/trails/student_progress',
    {
      config: student,
      schema: {
        summary: 'The student’s trail progress (as GET /api/trails/activity/students/results)',
        querystring: trailActivityQuerySchema,
        response: { 200: trailProgressSummarySchema },
      },
    },
    (request) => player.progress(requireAuth(request), request.query.activity_id),
  );
};
