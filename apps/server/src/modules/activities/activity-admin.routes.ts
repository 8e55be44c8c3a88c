import {
  activityArchiveSchema,
  activityCreateSchema,
  activityDetailSchema,
  activityFavoriteSchema,
  activityGeneralNotesSchema,
  activityIdBodySchema,
  activityIdQuerySchema,
  activityUpdateDetailSchema,
  activityUpdateSchema,
  favoriteResponseSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { ActivitiesService } from './activities.service.ts';

const detail = { 200: activityDetailSchema };

/** Changes to activities and favourites: educators of the activity's classroom (document 2 section 1). */
export const activityAdminRoutes: FastifyPluginAsyncZod<{ activities: ActivitiesService }> = async (
  app,
  { activities },
) => {
  app.post(
    '/activity/create',
    {
      config: { permission: 'create.activities', changesStudentLists: true },
      schema: {
        summary: "Creates an activity (published unless draft) for students of one of the caller's classrooms",
        body: activityCreateSchema,
        response: detail,
      },
    },
    (request) => activities.create(requireAuth(request), request.body),
  );

  app.post(
    '/activity/update',
    {
      config: { permission: 'create.activities', changesStudentLists: true },
      schema: {
        summary: 'Changes an activity, its students, and publishes it when draft is false',
        body: activityUpdateSchema,
        response: detail,
      },
    },
    (request) => activities.update(requireAuth(request), request.body),
  );

  app.post(
    '/activity/update_detail',
    {
      config: { permission: 'create.activities', changesStudentLists: true },
      schema: {
        summary: 'Changes the rich-text details (sanitised) and observation',
        body: activityUpdateDetailSchema,
        response: detail,
      },
    },
    (request) =>
      activities.updateDetail(
        requireAuth(request),
        request.body.activity,
        request.body.details,
        request.body.observation,
      ),
  );

  app.post(
    '/activity/general_notes',
    {
      config: { permission: 'create.activities', changesStudentLists: true },
      schema: {
        summary: "The educator's general notes on an activity",
        body: activityGeneralNotesSchema,
        response: detail,
      },
    },
    (request) => activities.generalNotes(requireAuth(request), request.body.activity, request.body.general_notes),
  );

  app.put(
    '/activity/archive',
    {
      config: { permission: 'create.activities', changesStudentLists: true },
      schema: {
        summary: 'Archives an activity, or restores it with archived false',
        body: activityArchiveSchema,
        response: detail,
      },
    },
    (request) => activities.archive(requireAuth(request), request.body.activity, request.body.archived),
  );

  app.put(
    '/activity/conclude',
    {
      config: { permission: 'create.activities', changesStudentLists: true },
      schema: {
        summary: 'Concludes an activity: it closes for every student',
        body: activityIdBodySchema,
        response: detail,
      },
    },
    (request) => activities.conclude(requireAuth(request), request.body.activity),
  );

  app.put(
    '/activity/favorite',
    {
      config: { permission: 'create.activities', changesStudentLists: true },
      schema: {
        summary: "Marks or unmarks an activity among the caller's favourites",
        body: activityFavoriteSchema,
        response: { 200: favoriteResponseSchema },
      },
    },
    (request) => activities.favorite(requireAuth(request), request.body.activity, request.body.favorite),
  );

  app.delete(
    '/activity/remove',
    {
      config: { permission: 'create.activities', changesStudentLists: true },
      schema: {
        summary: "Deletes an activity with its students' rows",
        querystring: activityIdQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await activities.remove(requireAuth(request), request.query.activity);
      return reply.status(204).send(null);
    },
  );
};
