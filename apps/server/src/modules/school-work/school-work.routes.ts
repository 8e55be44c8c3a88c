import {
  activityFilesListSchema,
  activityQuerySchema,
  studentFilesListSchema,
  studentResponseSchema,
  textBoxFileListSchema,
  textBoxFileQuerySchema,
  workDetailQuerySchema,
  workDetailSchema,
  workResultsSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { SchoolWorkService } from './school-work.service.ts';

export const schoolWorkRoutes: FastifyPluginAsyncZod<{ schoolWork: SchoolWorkService }> = async (
  app,
  { schoolWork },
) => {
  app.post(
    '/school_work/student_response',
    {
      config: { permission: 'view.pendingActivities', changesStudentLists: true },
      schema: {
        summary: "Saves (draft) or sends the caller's response to an essay, work or handmade activity",
        body: studentResponseSchema,
        response: { 200: workDetailSchema },
      },
    },
    (request) => schoolWork.respond(requireAuth(request), request.body),
  );

  app.get(
    '/school_work/work_detail',
    {
      config: { auditsRead: { what: 'school_work', student: 'student', resource: 'activity' } },
      schema: {
        summary: "A student's response: the caller's own, or a given student's (educators, guardians)",
        querystring: workDetailQuerySchema,
        response: { 200: workDetailSchema },
      },
    },
    (request) => schoolWork.detail(requireAuth(request), request.query),
  );

  app.get(
    '/school_work/work_results',
    {
      config: { permission: 'create.activities' },
      schema: {
        summary: 'Every assigned student with delivery status, score, pokz, delivery date and files (educators)',
        querystring: activityQuerySchema,
        response: { 200: workResultsSchema },
      },
    },
    (request) => schoolWork.results(requireAuth(request), request.query.activity),
  );

  app.get(
    '/activity/stu_files_list',
    {
      config: { auditsRead: { what: 'school_work', student: 'student', resource: 'activity' } },
      schema: {
        summary: "A student's files of an activity: the caller's own, or a given student's",
        querystring: workDetailQuerySchema,
        response: { 200: studentFilesListSchema },
      },
    },
    async (request) => ({ files: await schoolWork.studentFiles(requireAuth(request), request.query) }),
  );

  app.get(
    '/activity/files_list',
    {
      config: { permission: 'create.activities' },
      schema: {
        summary: "Every student's files of an activity (educators)",
        querystring: activityQuerySchema,
        response: { 200: activityFilesListSchema },
      },
    },
    async (request) => ({ files: await schoolWork.activityFiles(requireAuth(request), request.query.activity) }),
  );

  app.get(
    '/text_box_file/list',
    {
      schema: {
        summary: "Files of a response text box: a student's (role student) or the activity's (role teacher)",
        querystring: textBoxFileQuerySchema,
        response: { 200: textBoxFileListSchema },
      },
    },
    async (request) => ({ files: await schoolWork.textBoxFiles(requireAuth(request), request.query) }),
  );
};
