import {
  classDiaryCreateSchema,
  classDiaryDeletedSchema,
  classDiaryDetailsSchema,
  classDiaryIdParamsSchema,
  classDiaryListQuerySchema,
  classDiaryListSchema,
  classDiaryUpdateSchema,
  missingQuantityQuerySchema,
  missingQuantitySchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { ClassDiaryService } from './class-diary.service.ts';

/** The class-diary service's paths (endpoints.tsv); each needs view.classDiary. */
export const classDiaryRoutes: FastifyPluginAsyncZod<{ diary: ClassDiaryService }> = async (app, { diary }) => {
  const config = { permission: 'view.classDiary' } as const;

  app.post(
    '/v1/class-diary',
    {
      config,
      schema: {
        summary: 'Records a lesson of a classroom (and its absences where manual attendance is on)',
        body: classDiaryCreateSchema,
        response: { 200: classDiaryDetailsSchema },
      },
    },
    (request) => diary.create(requireAuth(request), request.body),
  );

  app.get(
    '/v1/class-diary',
    {
      config,
      schema: {
        summary: 'Lessons of the classrooms the educator reaches, newest first',
        querystring: classDiaryListQuerySchema,
        response: { 200: classDiaryListSchema },
      },
    },
    (request) => diary.list(requireAuth(request), request.query),
  );

  app.get(
    '/v1/class-diary/missing-quantity-by-day',
    {
      config,
      schema: {
        summary: 'Absences of a classroom counted by day over a period',
        querystring: missingQuantityQuerySchema,
        response: { 200: missingQuantitySchema },
      },
    },
    (request) => diary.missingByDay(requireAuth(request), request.query),
  );

  app.get(
    '/v1/class-diary/:id',
    {
      config,
      schema: {
        summary: "A lesson with the classroom's students and who missed it",
        params: classDiaryIdParamsSchema,
        response: { 200: classDiaryDetailsSchema },
      },
    },
    (request) => diary.show(requireAuth(request), request.params.id),
  );

  app.patch(
    '/v1/class-diary/:id',
    {
      config,
      schema: {
        summary: 'Changes a lesson or takes its attendance (author or coordinator)',
        params: classDiaryIdParamsSchema,
        body: classDiaryUpdateSchema,
        response: { 200: classDiaryDetailsSchema },
      },
    },
    (request) => diary.update(requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/v1/class-diary/:id',
    {
      config,
      schema: {
        summary: 'Deletes a lesson and its absences (author or coordinator)',
        params: classDiaryIdParamsSchema,
        response: { 200: classDiaryDeletedSchema },
      },
    },
    (request) => diary.remove(requireAuth(request), request.params.id),
  );
};
