import {
  forumApplauseResponseSchema,
  forumCommentRefSchema,
  forumFavoriteResponseSchema,
  forumFavoriteSchema,
  forumListQuerySchema,
  forumListSchema,
  forumNewCommentResponseSchema,
  forumNewCommentSchema,
  forumParticipationQuerySchema,
  forumParticipationSchema,
  forumReachedPurposeResponseSchema,
  forumReachedPurposeSchema,
  forumTrailQuerySchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { ForumService } from './forum.service.ts';

export const forumRoutes: FastifyPluginAsyncZod<{ forum: ForumService }> = async (app, { forum }) => {
  app.get(
    '/forum_comments/list',
    {
      schema: {
        summary: "A page of an activity's forum threads, newest first, with their replies",
        querystring: forumListQuerySchema,
        response: { 200: forumListSchema },
      },
    },
    (request) => forum.list(requireAuth(request), request.query),
  );

  app.post(
    '/forum_comments/new',
    {
      config: { changesStudentLists: true },
      schema: {
        summary: 'Posts a comment or a reply (sanitised rich text); a student raises a map-energy event',
        querystring: forumTrailQuerySchema,
        body: forumNewCommentSchema,
        response: { 201: forumNewCommentResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await forum.post(requireAuth(request), request.query.trail_id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/forum_comments/applause',
    {
      schema: {
        summary: 'Applauds a comment (once per person)',
        body: forumCommentRefSchema,
        response: { 200: forumApplauseResponseSchema },
      },
    },
    (request) => forum.applaud(requireAuth(request), request.body.comment),
  );

  app.put(
    '/forum_comments/favorite',
    {
      schema: {
        summary: "Adds or removes a comment from the caller's favourites",
        body: forumFavoriteSchema,
        response: { 200: forumFavoriteResponseSchema },
      },
    },
    (request) => forum.favorite(requireAuth(request), request.body.comment, request.body.favorite),
  );

  app.delete(
    '/forum_comments/remove',
    {
      config: { changesStudentLists: true },
      schema: {
        summary: 'Removes a comment and its replies (its author or an educator of the activity)',
        querystring: forumCommentRefSchema,
      },
    },
    async (request, reply) => {
      await forum.remove(requireAuth(request), request.query.comment);
      return reply.status(204).send();
    },
  );

  app.get(
    '/forum_comments/students_participation',
    {
      schema: {
        summary: 'Per assigned student: comments, applause received and comments that reached the purpose',
        querystring: forumParticipationQuerySchema,
        response: { 200: forumParticipationSchema },
      },
    },
    (request) => forum.participation(requireAuth(request), request.query.activity, request.query.trail_id),
  );

  app.put(
    '/forum_comments/reached_purpose',
    {
      schema: {
        summary: "An educator marks (or unmarks) a student's comment as having reached the purpose",
        body: forumReachedPurposeSchema,
        response: { 200: forumReachedPurposeResponseSchema },
      },
    },
    (request) => forum.reachedPurpose(requireAuth(request), request.body.comment, request.body.reached_purpose),
  );
};
