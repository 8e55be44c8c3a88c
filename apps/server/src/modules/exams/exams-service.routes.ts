import {
  examFinishResponseSchema,
  examQuestionsResponseSchema,
  examResultSchema,
  examSaveResponseSchema,
  examTimeLeftSchema,
  externalExamActivitySchema,
  externalExamFinishSchema,
  externalExamResultBodySchema,
  externalExamResultsQuerySchema,
  externalExamResultsSchema,
  externalExamShowSchema,
  mockExamFinishSchema,
  mockExamOfferSchema,
  mockExamQuerySchema,
  mockExamSaveSchema,
  mockExamsByDisciplineQuerySchema,
  mockExamsByDisciplineSchema,
  mockExamsOfferedSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { ExamsService } from './exams.service.ts';
import type { MockExamOffersService } from './mock-exam-offers.service.ts';
import type { MockExamsService } from './mock-exams.service.ts';

const student = { permission: 'view.pendingActivities' } as const;
const educator = { permission: 'create.activities' } as const;
/** Saving an answer changes no list: students' first screens stay in memory (student-snapshots.ts). */

/** The exams service's student paths (document 2 section 7) and the mock exams; the same service functions as main's. */
export const examsServiceRoutes: FastifyPluginAsyncZod<{
  exams: ExamsService;
  mockExams: MockExamsService;
  offers: MockExamOffersService;
}> = async (app, { exams, mockExams, offers }) => {
  app.post(
    '/activity/students/start',
    {
      config: { ...student, changesStudentLists: true },
      schema: {
        summary: "Starts the student's exam (password when configured); again, answers the attempt that stands",
        body: externalExamActivitySchema,
        response: { 200: examTimeLeftSchema },
      },
    },
    (request) => exams.start(requireAuth(request), request.body.activity_id, request.body.password),
  );

  app.get(
    '/activity/students/show',
    {
      config: student,
      schema: {
        summary: 'The exam and the activity the student sits',
        querystring: externalExamActivitySchema.pick({ activity_id: true }),
        response: { 200: externalExamShowSchema },
      },
    },
    (request) => exams.show(requireAuth(request), request.query.activity_id),
  );

  app.post(
    '/activity/create/students/result',
    {
      config: student,
      schema: {
        summary: 'Saves one answer (once per answer; a resend is harmless)',
        body: externalExamResultBodySchema,
        response: { 200: examSaveResponseSchema },
      },
    },
    (request) =>
      exams.save(requireAuth(request), {
        activity: request.body.activity_id,
        question_id: request.body.question_id,
        alternative_id: request.body.alternative_id,
        seq: request.body.seq,
      }),
  );

  app.get(
    '/activity/students/results',
    {
      config: student,
      schema: {
        summary: "The student's time left and answers; correct answers once finished",
        querystring: externalExamResultsQuerySchema,
        response: { 200: externalExamResultsSchema },
      },
    },
    (request) => exams.results(requireAuth(request), request.query.activity_ids),
  );

  app.post(
    '/activity/students/finish',
    {
      config: { ...student, changesStudentLists: true },
      schema: {
        summary: "Finishes the student's exam (idempotent)",
        body: externalExamFinishSchema,
        response: { 200: examFinishResponseSchema },
      },
    },
    (request) => exams.finishOwn(requireAuth(request), request.body.activity_id, request.body.reason),
  );

  app.get(
    '/mock_exams/by_discipline',
    {
      config: student,
      schema: {
        summary: "The platform's mock exams grouped by discipline, with the student's status and score",
        querystring: mockExamsByDisciplineQuerySchema,
        response: { 200: mockExamsByDisciplineSchema },
      },
    },
    (request) => mockExams.byDiscipline(requireAuth(request), request.query.discipline),
  );

  app.get(
    '/mock_exam/time_left',
    {
      config: student,
      schema: {
        summary: 'Seconds left on the mock exam; the first call starts it',
        querystring: mockExamQuerySchema,
        response: { 200: examTimeLeftSchema },
      },
    },
    (request) => mockExams.timeLeft(requireAuth(request), request.query.exam_id),
  );

  app.get(
    '/mock_exam/questions',
    {
      config: student,
      schema: {
        summary: "The mock exam's questions after starting (correct flags once finished)",
        querystring: mockExamQuerySchema,
        response: { 200: examQuestionsResponseSchema },
      },
    },
    (request) => mockExams.questions(requireAuth(request), request.query.exam_id),
  );

  app.patch(
    '/mock_exam/save_result',
    {
      config: student,
      schema: {
        summary: 'Saves one answer of the mock exam',
        body: mockExamSaveSchema,
        response: { 200: examSaveResponseSchema },
      },
    },
    (request) => mockExams.save(requireAuth(request), request.body),
  );

  app.patch(
    '/mock_exam/exam_finish',
    {
      config: { ...student, changesStudentLists: true },
      schema: {
        summary: 'Finishes the mock exam and answers its result',
        body: mockExamFinishSchema,
        response: { 200: examResultSchema },
      },
    },
    (request) => mockExams.finish(requireAuth(request), request.body.exam_id),
  );

  app.get(
    '/mock_exams/offered',
    {
      config: educator,
      schema: {
        summary: "The platform's mock exams on offer (educators)",
        response: { 200: mockExamsOfferedSchema },
      },
    },
    (request) => offers.offered(requireAuth(request)),
  );

  app.put(
    '/mock_exams/offer',
    {
      config: { ...educator, changesStudentLists: true },
      schema: {
        summary: 'Offers a published exam as a mock exam for a discipline and duration, or changes the offer',
        body: mockExamOfferSchema,
        response: { 200: mockExamsOfferedSchema },
      },
    },
    (request) => offers.offer(requireAuth(request), request.body),
  );

  app.delete(
    '/mock_exams/offer',
    {
      config: { ...educator, changesStudentLists: true },
      schema: {
        summary: "Withdraws a mock exam (students' attempts are kept)",
        querystring: mockExamQuerySchema,
        response: { 200: mockExamsOfferedSchema },
      },
    },
    (request) => offers.withdraw(requireAuth(request), request.query.exam_id),
  );
};
