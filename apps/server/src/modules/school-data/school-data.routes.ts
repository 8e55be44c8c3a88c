import {
  gradesByClassroomsResponseSchema,
  MESSAGES,
  STUDENT_LOAD_MODEL_FILE,
  schoolClassroomsResponseSchema,
  schoolGroupsResponseSchema,
  schoolQuerySchema,
  schoolStudentsResponseSchema,
  schoolsResponseSchema,
  studentLoadAnswerSchema,
  studentLoadQuerySchema,
  studentLoadSchema,
  studentsQuerySchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { XLSX_TYPE } from '../../platform/spreadsheet/spreadsheet.ts';
import { readMultipartUpload } from '../../platform/storage/multipart-upload.ts';
import type { SchoolDataService } from './school-data.service.ts';
import { studentSheetModel } from './student-sheet.ts';

const config = { permission: 'edit.schoolData' } as const;

export const schoolDataRoutes: FastifyPluginAsyncZod<{ schoolData: SchoolDataService }> = async (
  app,
  { schoolData },
) => {
  app.get(
    '/jupiter/schools/all',
    {
      config,
      schema: {
        summary: "The caller's schools (coordinators) or the platform's (administration), with counts",
        response: { 200: schoolsResponseSchema },
      },
    },
    (request) => schoolData.schools(requireAuth(request)),
  );

  app.get(
    '/jupiter/school_groups/all',
    {
      config,
      schema: { summary: 'The groups of the schools the caller sees', response: { 200: schoolGroupsResponseSchema } },
    },
    (request) => schoolData.schoolGroups(requireAuth(request)),
  );

  app.get(
    '/jupiter/classrooms/all',
    {
      config,
      schema: {
        summary: "A school's classrooms with their grade and number of students",
        querystring: schoolQuerySchema,
        response: { 200: schoolClassroomsResponseSchema },
      },
    },
    (request) => schoolData.classrooms(requireAuth(request), request.query.school_id),
  );

  app.get(
    '/mars/students/all_students',
    {
      config,
      schema: {
        summary: "A school's students (optionally of one classroom) with their classrooms",
        querystring: studentsQuerySchema,
        response: { 200: schoolStudentsResponseSchema },
      },
    },
    (request) => schoolData.students(requireAuth(request), request.query.school_id, request.query.classroom_id),
  );

  app.get(
    '/jupiter/school_grades/by_classrooms',
    {
      config,
      schema: {
        summary: "The grades of a school's classrooms, with classrooms and students of each",
        querystring: schoolQuerySchema,
        response: { 200: gradesByClassroomsResponseSchema },
      },
    },
    (request) => schoolData.gradesByClassrooms(requireAuth(request), request.query.school_id),
  );

  app.post(
    '/mars/students/fetch',
    {
      config,
      schema: {
        summary:
          'Bulk load of students (multipart: file xlsx or csv, school_id, confirm). Without confirm: the preview, nothing written; with confirm=true and a valid sheet: the queued load',
        consumes: ['multipart/form-data'],
        response: { 200: studentLoadAnswerSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { fields, files } = await readMultipartUpload(request, { maxFiles: 1, allowed: ['document'] });
      const [file] = files;
      if (!file) throw badRequest(MESSAGES.fileMissing);
      return schoolData.upload(auth, {
        schoolId: fields.school_id,
        confirm: fields.confirm === 'true',
        fileName: file.fileName,
        bytes: file.bytes,
      });
    },
  );

  // Not in endpoints.tsv: the progress bar of a confirmed load and the model sheet.
  app.get(
    '/mars/students/fetch_progress',
    {
      config,
      schema: {
        summary: 'The progress of a confirmed load; once done, the new accounts and their first passwords',
        querystring: studentLoadQuerySchema,
        response: { 200: studentLoadSchema },
      },
    },
    (request) => schoolData.load(requireAuth(request), request.query.id),
  );

  app.get(
    '/mars/students/fetch_model',
    { config, schema: { summary: 'The model sheet of the bulk load (xlsx)' } },
    async (_request, reply) =>
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${STUDENT_LOAD_MODEL_FILE}"`)
        .send(await studentSheetModel()),
  );
};
