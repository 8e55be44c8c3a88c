import { teacherOverviewSchema } from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { TeacherOverviewService } from './teacher-overview.service.ts';

/** Ours, on the teacher-dashboard service: the educator's home in one answer (README, 'Services and paths'). */
export const teacherOverviewRoutes: FastifyPluginAsyncZod<{ overview: TeacherOverviewService }> = async (
  app,
  { overview },
) => {
  app.get(
    '/teacher/overview',
    {
      config: { permission: 'create.activities' },
      schema: {
        summary: "The educator's home: answers waiting for a grade, next deadlines, participation per classroom",
        response: { 200: teacherOverviewSchema },
      },
    },
    (request) => overview.overview(requireAuth(request)),
  );
};
