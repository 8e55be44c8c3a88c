import {
  examActivityQuerySchema,
  examDetailsSchema,
  examFinishResponseSchema,
  examFinishSchema,
  examPauseResponseSchema,
  examPauseSchema,
  examQuestionsResponseSchema,
  examRemakeResponseSchema,
  examRemakeSchema,
  examResultQuerySchema,
  examResultSchema,
  examSaveResponseSchema,
  examSaveResultSchema,
  examSummarySchema,
  examsListSchema,
  examTimeLeftSchema,
  examUpdateScoreResponseSchema,
  examUpdateScoreSchema,
  studentExamSchema,
  updateExamsSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { ExamsService } from './exams.service.ts';

const student = { permission: 'view.pendingActivities' } as const;
/** Saving an answer changes no list: students' first screens stay in memory (student-snapshots.ts). */
const educator = { permission: 'create.activities' } as const;

/** The main service's exam paths (document 2 section 4). */
export const examsRoutes: FastifyPluginAsyncZod<{ exams: ExamsService }> = async (app, { exams }) => {
  app.get(
    '/exam/time_left',
    {
      config: student,
      schema: {
        summary: "Seconds left on the student's exam; the first call starts it (password when configured)",
        querystring: examActivityQuerySchema,
        response: { 200: examTimeLeftSchema },
      },
    },
    (request) => exams.timeLeft(requireAuth(request), request.query.activity, request.query.password),
  );

  app.patch(
    '/exam/save_result',
    {
      config: student,
      schema: {
        summary: 'Saves the answer of one question (acknowledged after commit; a lower seq never overwrites)',
        body: examSaveResultSchema,
        response: { 200: examSaveResponseSchema },
      },
    },
    (request) => exams.save(requireAuth(request), request.body),
  );

  app.patch(
    '/exam/exam_finish',
    {
      config: { changesStudentLists: true },
      schema: {
        summary: 'Student: finishes their attempt. Educator: nullifies questions, or else finishes every open attempt',
        body: examFinishSchema,
        response: { 200: examFinishResponseSchema },
      },
    },
    (request) => exams.finish(requireAuth(request), request.body),
  );

  app.patch(
    '/exam/remake_exam',
    {
      config: { ...educator, changesStudentLists: true },
      schema: {
        summary: "Removes the students' attempts so they start again and sets their status (5 redo)",
        body: examRemakeSchema,
        response: { 200: examRemakeResponseSchema },
      },
    },
    (request) => exams.remake(requireAuth(request), request.body),
  );

  app.patch(
    '/exam/update_score',
    {
      config: { ...educator, changesStudentLists: true },
      schema: {
        summary: "Sets a student's exam score by hand",
        body: examUpdateScoreSchema,
        response: { 200: examUpdateScoreResponseSchema },
      },
    },
    (request) => exams.updateScore(requireAuth(request), request.body),
  );

  app.patch(
    '/activity/pause-activity-exam',
    {
      config: { ...educator, changesStudentLists: true },
      schema: {
        summary: "Pauses the exam: every student's clock stops and no answer is taken",
        body: examPauseSchema,
        response: { 200: examPauseResponseSchema },
      },
    },
    (request) => exams.pause(requireAuth(request), request.body.activity),
  );

  app.patch(
    '/activity/resume-activity-exam',
    {
      config: { ...educator, changesStudentLists: true },
      schema: {
        summary: 'Resumes the exam: open attempts get the length of the pause back',
        body: examPauseSchema,
        response: { 200: examPauseResponseSchema },
      },
    },
    (request) => exams.resume(requireAuth(request), request.body.activity),
  );

  app.get(
    '/homework/digital_exam_questions',
    {
      schema: {
        summary:
          "The exam's questions: a started student's in their order (correct flags once finished); educators with them",
        querystring: examActivityQuerySchema,
        response: { 200: examQuestionsResponseSchema },
      },
    },
    (request) => exams.questions(requireAuth(request), request.query.activity),
  );

  app.get(
    '/homework/digital_exam_result',
    {
      config: { auditsRead: { what: 'exam_result', student: 'student', resource: 'activity' } },
      schema: {
        summary:
          "Results per question: the student's own once finished, a dependent's (guardian), any student's (educator)",
        querystring: examResultQuerySchema,
        response: { 200: examResultSchema },
      },
    },
    (request) => exams.result(requireAuth(request), request.query.activity, request.query.student),
  );

  app.get(
    '/homework/digital_exam_summary',
    {
      config: educator,
      schema: {
        summary: 'Live view: per student status, answers, score and time left',
        querystring: examActivityQuerySchema,
        response: { 200: examSummarySchema },
      },
    },
    (request) => exams.summary(requireAuth(request), request.query.activity),
  );

  app.get(
    '/homework/digital_exam_details',
    {
      schema: {
        summary: "The activity's exam: duration, questions, alternatives, pause and configuration flags",
        querystring: examActivityQuerySchema,
        response: { 200: examDetailsSchema },
      },
    },
    (request) => exams.details(requireAuth(request), request.query.activity),
  );

  app.get(
    '/homework/student_exams',
    {
      config: student,
      schema: {
        summary: "The student's exam of the activity and whether they started or finished it",
        querystring: examActivityQuerySchema,
        response: { 200: studentExamSchema },
      },
    },
    (request) => exams.studentExam(requireAuth(request), request.query.activity),
  );

  app.get(
    '/homework/exams_list',
    {
      config: educator,
      schema: {
        summary: 'The exam attached to the activity (one or none)',
        querystring: examActivityQuerySchema,
        response: { 200: examsListSchema },
      },
    },
    (request) => exams.examsList(requireAuth(request), request.query.activity),
  );

  app.patch(
    '/homeworks/update_exams',
    {
      config: { ...educator, changesStudentLists: true },
      schema: {
        summary: 'Attaches a published exam to a digital-exam activity with its duration, changes or removes it',
        body: updateExamsSchema,
        response: { 200: examsListSchema },
      },
    },
    (request) => exams.updateExams(requireAuth(request), request.body),
  );
};
