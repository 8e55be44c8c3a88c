import { gradeTreeResponseSchema, teacherSchoolResponseSchema } from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { GradesService } from './grades.service.ts';
import type { SchoolDirectoryService } from './school-directory.service.ts';

/** GET /filters/trees/grade: served by the main service (endpoints.tsv). */
export const gradeTreeRoutes: FastifyPluginAsyncZod<{ grades: GradesService }> = async (app, { grades }) => {
  app.get(
    '/filters/trees/grade',
    {
      schema: {
        summary: 'The grades as a filter tree: stages, then grades',
        response: { 200: gradeTreeResponseSchema },
      },
    },
    (request) => {
      requireAuth(request);
      return grades.tree();
    },
  );
};

/** GET /teacher/school: served by the teacher-dashboard service (endpoints.tsv). */
export const teacherSchoolRoutes: FastifyPluginAsyncZod<{ directory: SchoolDirectoryService }> = async (
  app,
  { directory },
) => {
  app.get(
    '/teacher/school',
    {
      config: { permission: 'view.classStudents' },
      schema: {
        summary: "The educator's schools, with their group and the classrooms the educator sees in each",
        response: { 200: teacherSchoolResponseSchema },
      },
    },
    (request) => directory.teacherSchool(requireAuth(request)),
  );
};
