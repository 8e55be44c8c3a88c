import {
  activityCountsSchema,
  activityDetailSchema,
  activityFiltersSchema,
  activityIdQuerySchema,
  activityStatsSchema,
  classroomQuerySchema,
  studentActivityListSchema,
  studentsAssignedSchema,
  teacherActivityListSchema,
  teacherListQuerySchema,
  teachersListSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { sendJson } from '../../platform/http/send-json.ts';
import type { ActivitiesService } from './activities.service.ts';
import type { StudentActivitiesService } from './student-activities.service.ts';

/** Reads of the main activity service. */
export const activitiesRoutes: FastifyPluginAsyncZod<{
  activities: ActivitiesService;
  studentActivities: StudentActivitiesService;
}> = async (app, { activities, studentActivities }) => {
  app.get(
    '/activity/student_count',
    {
      config: { permission: 'view.pendingActivities' },
      schema: {
        summary: "Counts of the student's open activities and of those due in under 48 hours",
        response: { 200: activityCountsSchema },
      },
    },
    async (request, reply) => sendJson(request, reply, await studentActivities.counts(requireAuth(request))),
  );

  app.get(
    '/activity/student_open',
    {
      config: { permission: 'view.pendingActivities' },
      schema: {
        summary: "The student's open activities, soonest deadline first; filters by type and teacher",
        querystring: activityFiltersSchema,
        response: { 200: studentActivityListSchema },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await studentActivities.open(requireAuth(request), request.query)),
  );

  app.get(
    '/activity/student_closed',
    {
      config: { permission: 'view.pendingActivities' },
      schema: {
        summary: "The student's closed activities (sent, past their end date or concluded), latest first",
        querystring: activityFiltersSchema,
        response: { 200: studentActivityListSchema },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await studentActivities.closed(requireAuth(request), request.query)),
  );

  app.get(
    '/activity/student_closed_summary',
    {
      config: { permission: 'view.pendingActivities' },
      schema: {
        summary: "Totals of the student's closed activities",
        querystring: activityFiltersSchema,
        response: { 200: activityStatsSchema },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await studentActivities.closedSummary(requireAuth(request), request.query)),
  );

  app.get(
    '/activity/list_all',
    {
      config: { permission: 'create.activities' },
      schema: {
        summary: "The educator's activities of their classrooms (coordinators: of their schools), one page",
        querystring: teacherListQuerySchema,
        response: { 200: teacherActivityListSchema },
      },
    },
    (request) => activities.listAll(requireAuth(request), request.query),
  );

  app.get(
    '/activity',
    {
      schema: {
        summary: 'One activity for its educators, an assigned student or a guardian of one',
        querystring: activityIdQuerySchema,
        response: { 200: activityDetailSchema },
      },
    },
    (request) => activities.detail(requireAuth(request), request.query.activity),
  );

  app.get(
    '/activity/students_assigned',
    {
      config: { permission: 'create.activities' },
      schema: {
        summary: 'The students assigned to an activity with their delivery and evaluation (its educators)',
        querystring: activityIdQuerySchema,
        response: { 200: studentsAssignedSchema },
      },
    },
    (request) => activities.studentsAssigned(requireAuth(request), request.query.activity),
  );

  app.get(
    '/classroom/teachers_list',
    {
      schema: {
        summary: "Teachers for the activity list filter: of the caller's classrooms",
        querystring: classroomQuerySchema,
        response: { 200: teachersListSchema },
      },
    },
    (request) => activities.teachersList(requireAuth(request), request.query.classroom),
  );
};
