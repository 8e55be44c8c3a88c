import {
  studentCommentSchema,
  studentEvaluateSchema,
  studentRedoSchema,
  studentStatusSchema,
  studentsChangedSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { ActivityEvaluationService } from './activity-evaluation.service.ts';

const changed = { 200: studentsChangedSchema };

/** Comments and evaluation of students' work: the educators of the activity's classroom. */
export const activityEvaluationRoutes: FastifyPluginAsyncZod<{ evaluation: ActivityEvaluationService }> = async (
  app,
  { evaluation },
) => {
  app.post(
    '/activities/students/comment',
    {
      config: { permission: 'create.activities', changesStudentLists: true },
      schema: { summary: "The teacher's comment on a student's work", body: studentCommentSchema, response: changed },
    },
    (request) => evaluation.comment(requireAuth(request), request.body),
  );

  app.post(
    '/activities/students/evaluate',
    {
      config: { permission: 'create.activities', changesStudentLists: true },
      schema: {
        summary: "Scores a student's work (0 to 10), with pokz, comment and goal reached",
        body: studentEvaluateSchema,
        response: changed,
      },
    },
    (request) => evaluation.evaluate(requireAuth(request), request.body),
  );

  app.post(
    '/activities/students/redo',
    {
      config: { permission: 'create.activities', changesStudentLists: true },
      schema: { summary: 'Asks students to redo the activity (status 5)', body: studentRedoSchema, response: changed },
    },
    (request) => evaluation.redo(requireAuth(request), request.body),
  );

  app.patch(
    '/activities/update-status',
    {
      config: { permission: 'create.activities', changesStudentLists: true },
      schema: {
        summary: "Sets students' status: 1 activated, 3 sent, 5 redo",
        body: studentStatusSchema,
        response: changed,
      },
    },
    (request) => evaluation.updateStatus(requireAuth(request), request.body),
  );
};
