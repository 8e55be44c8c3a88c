import {
  gradesAssignedQuerySchema,
  gradesAssignedSchema,
  studentsDetailsQuerySchema,
  studentsDetailsSchema,
  teacherGradesSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { TeacherLearningService } from './teacher-learning.service.ts';

/** Served by the teacher-dashboard service (endpoints.tsv); what each path answers is in the README. */
export const teacherLearningRoutes: FastifyPluginAsyncZod<{ learning: TeacherLearningService }> = async (
  app,
  { learning },
) => {
  app.get(
    '/teacher/grades',
    {
      config: { permission: 'view.schoolReports' },
      schema: {
        summary: 'The grades (school years) the educator teaches, each with its classrooms',
        response: { 200: teacherGradesSchema },
      },
    },
    (request) => learning.grades(requireAuth(request)),
  );

  app.get(
    '/teacher/grades_assigned',
    {
      config: { permission: 'view.schoolReports' },
      schema: {
        summary: 'The scores given per classroom and activity: how many, their average and distribution',
        querystring: gradesAssignedQuerySchema,
        response: { 200: gradesAssignedSchema },
      },
    },
    (request) => learning.gradesAssigned(requireAuth(request), request.query.classroom_id),
  );

  app.get(
    '/teacher/students_details',
    {
      config: { permission: 'view.schoolReports' },
      schema: {
        summary: "A classroom's students: average, activities done and not done, pokz, workload, last access",
        querystring: studentsDetailsQuerySchema,
        response: { 200: studentsDetailsSchema },
      },
    },
    (request) => learning.studentsDetails(requireAuth(request), request.query.classroom_id),
  );
};
