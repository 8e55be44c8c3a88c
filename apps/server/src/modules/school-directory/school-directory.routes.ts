import {
  classroomsResponseSchema,
  classStudentsQuerySchema,
  classStudentsResponseSchema,
  gradeGroupsResponseSchema,
  gradesResponseSchema,
  resetStudentPasswordResponseSchema,
  resetStudentPasswordSchema,
  updateStudentResponseSchema,
  updateStudentSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { GradesService } from './grades.service.ts';
import type { SchoolDirectoryService } from './school-directory.service.ts';

/** Served by the identity service (endpoints.tsv). */
export const schoolDirectoryRoutes: FastifyPluginAsyncZod<{
  directory: SchoolDirectoryService;
  grades: GradesService;
}> = async (app, { directory, grades }) => {
  app.get(
    '/classrooms',
    {
      config: { permission: 'view.classrooms' },
      schema: {
        summary: "The caller's classrooms: a student's own, those an educator teaches (coordinators: of their schools)",
        response: { 200: classroomsResponseSchema },
      },
    },
    (request) => directory.classrooms(requireAuth(request)),
  );

  app.get(
    '/filters/grades',
    { schema: { summary: 'Every grade, in the order of the stages', response: { 200: gradesResponseSchema } } },
    (request) => {
      requireAuth(request);
      return grades.list();
    },
  );

  app.get(
    '/filters/grades_groups',
    {
      schema: { summary: 'The grades grouped by school stage', response: { 200: gradeGroupsResponseSchema } },
    },
    (request) => {
      requireAuth(request);
      return grades.groups();
    },
  );

  app.get(
    '/teacher/class_stu_list',
    {
      config: { permission: 'view.classStudents' },
      schema: {
        summary: 'The students of one classroom the educator teaches (coordinators: of their schools)',
        querystring: classStudentsQuerySchema,
        response: { 200: classStudentsResponseSchema },
      },
    },
    (request) => directory.classStudents(requireAuth(request), request.query.classroom_id),
  );

  app.post(
    '/teacher/reset_stu_psw',
    {
      config: { permission: 'edit.classStudents' },
      schema: {
        summary: "Sets a student's password (typed, or made and shown once) and ends the student's sessions",
        body: resetStudentPasswordSchema,
        response: { 200: resetStudentPasswordResponseSchema },
      },
    },
    (request) => directory.resetPassword(requireAuth(request), request.body),
  );

  app.patch(
    '/students/update_student',
    {
      config: { permission: 'edit.classStudents' },
      schema: {
        summary: "Changes a student's name, username or e-mail",
        body: updateStudentSchema,
        response: { 200: updateStudentResponseSchema },
      },
    },
    (request) => directory.updateStudent(requireAuth(request), request.body),
  );
};
