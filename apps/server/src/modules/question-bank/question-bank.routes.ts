import {
  examQuestionSearchResponseSchema,
  issueTypesResponseSchema,
  messageResponseSchema,
  QUESTION_MESSAGES,
  questionFiltersResponseSchema,
  questionIdSchema,
  questionInputSchema,
  questionLikeResponseSchema,
  questionLikeSchema,
  questionLogResponseSchema,
  questionLogSchema,
  questionReportSchema,
  questionResponseSchema,
  questionSearchResponseSchema,
  questionSearchSchema,
  questionTreesResponseSchema,
  questionUpdateSchema,
  randomQuestionsResponseSchema,
  randomQuestionsSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { QuestionSearchService } from './question-search.service.ts';
import type { QuestionsService } from './questions.service.ts';

const config = { permission: 'create.questions' } as const;

/** The questions service (endpoints.tsv 'questions'); the write paths are ours (README). */
export const questionBankRoutes: FastifyPluginAsyncZod<{
  questions: QuestionsService;
  search: QuestionSearchService;
}> = async (app, { questions, search }) => {
  app.post(
    '/questions/search',
    {
      config,
      schema: {
        summary:
          'Searches the platform’s questions by text, BNCC, grade, subject, keywords, classifications and author',
        body: questionSearchSchema,
        response: { 200: questionSearchResponseSchema },
      },
    },
    (request) => search.search(requireAuth(request), request.body),
  );

  app.post(
    '/exams/questions/search',
    {
      config,
      schema: {
        summary: 'The exam wizard’s question search (each question as an exam search result)',
        body: questionSearchSchema,
        response: { 200: examQuestionSearchResponseSchema },
      },
    },
    (request) => search.examSearch(requireAuth(request), request.body),
  );

  app.post(
    '/questions/random_questions',
    {
      config,
      schema: {
        summary: 'Up to `quantity` random questions matching the filters',
        body: randomQuestionsSchema,
        response: { 200: randomQuestionsResponseSchema },
      },
    },
    (request) => search.random(requireAuth(request), request.body),
  );

  app.get(
    '/questions/filters',
    {
      config,
      schema: { summary: 'What a question search can filter by', response: { 200: questionFiltersResponseSchema } },
    },
    (request) => search.filters(requireAuth(request)),
  );

  app.get(
    '/questions/filters/trees',
    {
      config,
      schema: {
        summary: 'Stages, grades and subjects of the platform’s questions (cached ten minutes)',
        response: { 200: questionTreesResponseSchema },
      },
    },
    (request) => search.trees(requireAuth(request)),
  );

  app.post(
    '/questions/like',
    {
      config,
      schema: {
        summary: 'Likes a question, or takes the like back',
        body: questionLikeSchema,
        response: { 200: questionLikeResponseSchema },
      },
    },
    (request) => search.like(requireAuth(request), request.body.question_id),
  );

  app.post(
    '/questions/log',
    {
      config,
      schema: {
        summary: 'Records one use of a question',
        body: questionLogSchema,
        response: { 200: questionLogResponseSchema },
      },
    },
    (request) => search.log(requireAuth(request), request.body.question_id),
  );

  app.get(
    '/questions/issues',
    {
      config,
      schema: {
        summary: 'The issue types a question can be reported with',
        response: { 200: issueTypesResponseSchema },
      },
    },
    (request) => search.issueTypes(requireAuth(request)),
  );

  app.post(
    '/questions/report/issue',
    {
      config,
      schema: {
        summary: "Reports an error of a question ('Reportar Erro')",
        body: questionReportSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => search.report(requireAuth(request), request.body),
  );

  app.post(
    '/questions/create',
    {
      config,
      schema: {
        summary: 'Creates a question of the caller',
        body: questionInputSchema,
        response: { 201: questionResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireAuth(request);
      const id = await questions.createQuestion(user, request.body);
      return reply.status(201).send({ question: await questions.presentQuestion(user, id) });
    },
  );

  app.patch(
    '/questions/update',
    {
      config,
      schema: {
        summary: 'Replaces one of the caller’s questions',
        body: questionUpdateSchema,
        response: { 200: questionResponseSchema },
      },
    },
    async (request) => {
      const user = requireAuth(request);
      const id = await questions.updateQuestion(user, request.body.id, request.body.question);
      return { question: await questions.presentQuestion(user, id) };
    },
  );

  app.post(
    '/questions/show',
    {
      config,
      schema: {
        summary: 'One question of the platform',
        body: questionIdSchema,
        response: { 200: questionResponseSchema },
      },
    },
    async (request) => ({ question: await questions.presentQuestion(requireAuth(request), request.body.id) }),
  );

  app.patch(
    '/questions/delete',
    {
      config,
      schema: {
        summary: 'Deletes one of the caller’s questions',
        body: questionIdSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await questions.deleteQuestion(requireAuth(request), request.body.id);
      return { message: QUESTION_MESSAGES.deleted };
    },
  );
};
