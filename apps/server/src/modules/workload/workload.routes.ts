import {
  classroomMonthQuerySchema,
  frequencyDetailsSchema,
  monthlyFrequencyQuerySchema,
  monthlyFrequencySchema,
  studentMonthQuerySchema,
  studentsFrequencyListSchema,
  studentsWorkloadListSchema,
  workloadDetailsSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { WorkloadService } from './workload.service.ts';

/** The teacher-dashboard service's workload paths (endpoints.tsv); each needs view.schoolReports. */
export const workloadRoutes: FastifyPluginAsyncZod<{ workload: WorkloadService }> = async (app, { workload }) => {
  const config = { permission: 'view.schoolReports' } as const;

  app.get(
    '/workload/monthly_frequency',
    {
      config,
      schema: {
        summary: "A classroom's frequency in each month of a year, from the class diary",
        querystring: monthlyFrequencyQuerySchema,
        response: { 200: monthlyFrequencySchema },
      },
    },
    (request) => workload.monthlyFrequency(requireAuth(request), request.query),
  );
  app.get(
    '/workload/students_frequency_list',
    {
      config,
      schema: {
        summary: "Each student's frequency in a month",
        querystring: classroomMonthQuerySchema,
        response: { 200: studentsFrequencyListSchema },
      },
    },
    (request) => workload.studentsFrequencyList(requireAuth(request), request.query),
  );
  app.get(
    '/workload/frequency_details',
    {
      config: { ...config, auditsRead: { what: 'student_workload', student: 'student_id' } },
      schema: {
        summary: "A student's lessons of a month, present or absent",
        querystring: studentMonthQuerySchema,
        response: { 200: frequencyDetailsSchema },
      },
    },
    (request) => workload.frequencyDetails(requireAuth(request), request.query),
  );
  app.get(
    '/workload/students_workload_list',
    {
      config,
      schema: {
        summary: "Each student's workload minutes in a month",
        querystring: classroomMonthQuerySchema,
        response: { 200: studentsWorkloadListSchema },
      },
    },
    (request) => workload.studentsWorkloadList(requireAuth(request), request.query),
  );
  app.get(
    '/workload/workload_details',
    {
      config,
      schema: {
        summary: "A student's delivered activities and days on the platform in a month",
        querystring: studentMonthQuerySchema,
        response: { 200: workloadDetailsSchema },
      },
    },
    (request) => workload.workloadDetails(requireAuth(request), request.query),
  );
};
