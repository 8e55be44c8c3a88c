import {
  activityDetailSchema,
  type CreationService,
  creationFirstStepSchema,
  creationFourthStepSchema,
  creationSecondStepSchema,
  creationShowQuerySchema,
  creationThirdStepSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { ActivityCreationService } from './activity-creation.service.ts';

const detail = { 200: activityDetailSchema };

/** The four-step creation flow; registered once under each of the tasks, exams and trails services. */
export const activityCreationRoutes: FastifyPluginAsyncZod<{
  creation: ActivityCreationService;
  service: CreationService;
}> = async (app, { creation, service }) => {
  app.post(
    '/activity/create/first_step',
    {
      config: { permission: 'create.activities', changesStudentLists: true },
      schema: {
        summary:
          'Step 1: creates the draft (or edits it when activity is given): title, kind, classroom, dates, workload, BNCC',
        body: creationFirstStepSchema,
        response: detail,
      },
    },
    (request) => creation.firstStep(requireAuth(request), service, request.body),
  );

  app.post(
    '/activity/create/second_step',
    {
      config: { permission: 'create.activities', changesStudentLists: true },
      schema: {
        summary: 'Step 2: configuration, layout, details and image',
        body: creationSecondStepSchema,
        response: detail,
      },
    },
    (request) => creation.secondStep(requireAuth(request), service, request.body),
  );

  app.post(
    '/activity/create/third_step',
    {
      config: { permission: 'create.activities', changesStudentLists: true },
      schema: {
        summary: 'Step 3: the students (every student of the classroom without ids)',
        body: creationThirdStepSchema,
        response: detail,
      },
    },
    (request) => creation.thirdStep(requireAuth(request), service, request.body),
  );

  app.post(
    '/activity/create/fourth_step',
    {
      config: { permission: 'create.activities', changesStudentLists: true },
      schema: { summary: 'Step 4: publishes the activity', body: creationFourthStepSchema, response: detail },
    },
    (request) => creation.fourthStep(requireAuth(request), service, request.body),
  );

  app.get(
    '/activity/create/show',
    {
      config: { permission: 'create.activities' },
      schema: {
        summary: 'The draft as saved so far, to resume the flow at a step',
        querystring: creationShowQuerySchema,
        response: detail,
      },
    },
    (request) => creation.show(requireAuth(request), service, request.query.activity),
  );
};
