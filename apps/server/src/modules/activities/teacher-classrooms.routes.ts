import { teacherClassroomsSchema } from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { ActivitiesService } from './activities.service.ts';

/** Served by the teacher-dashboard service (endpoints.tsv). */
export const teacherClassroomsRoutes: FastifyPluginAsyncZod<{ activities: ActivitiesService }> = async (
  app,
  { activities },
) => {
  app.get(
    '/teacher/classrooms',
    {
      config: { permission: 'create.activities' },
      schema: {
        summary: 'The classrooms the educator teaches (coordinators: of their schools), with student counts',
        response: { 200: teacherClassroomsSchema },
      },
    },
    (request) => activities.classrooms(requireAuth(request)),
  );
};
