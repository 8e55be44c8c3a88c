import {
  bnccFilterQuerySchema,
  bnccFilterResponseSchema,
  examDetailSchema,
  examFavoriteQuerySchema,
  examFavoriteResponseSchema,
  examLayoutsResponseSchema,
  examPdfQuerySchema,
  examRatingResponseSchema,
  examRatingSchema,
  examRefQuerySchema,
  examSearchResponseSchema,
  examSearchSchema,
  ISSUE_REPORT_TYPES,
  issueRegisterSchema,
  issueTypesResponseSchema,
  messageResponseSchema,
  multipleDetailsQuerySchema,
  multipleDetailsSchema,
} from '@ava/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { limitRequests, type RequestLimit } from '../../platform/rate-limit/request-limit.ts';
import type { IssuesService } from '../issues/issues.module.ts';
import type { ExamCatalogueService } from './exam-catalogue.service.ts';
import type { ExamSearchScope } from './exam-search.repository.ts';

const permission = 'create.activities' as const;
const byUser = (request: FastifyRequest) => request.auth?.userId ?? request.ip;
const refOf = (query: { external_id?: string | undefined; exam_id?: string | undefined }) => ({
  externalId: query.external_id,
  examId: query.exam_id,
});

/** The three searches (README 'Search'): same filters, different sets of exams. */
const SEARCHES: [string, ExamSearchScope, string][] = [
  ['/exams/search', 'published', "The platform's published exams (those an educator may apply)"],
  ['/exams/complete/search', 'complete', "The caller's exams in any status and the others' published ones"],
  ['/external/exams/search', 'network', 'Published exams of the other educators of the platform (the school network)'],
];

/** Reading, finding, marking and printing exams; issue types and reports through the issues module. */
export const examCatalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: ExamCatalogueService;
  issues: IssuesService;
  writeLimit: RequestLimit;
}> = async (app, { catalogue, issues, writeLimit }) => {
  app.get(
    '/exams/details',
    {
      config: { permission },
      schema: {
        summary: 'An exam in full, with the correct alternatives (its author, or any educator once published)',
        querystring: examRefQuerySchema,
        response: { 200: examDetailSchema },
      },
    },
    (request) => catalogue.details(requireAuth(request), refOf(request.query)),
  );

  app.get(
    '/exams/details_for_student',
    {
      config: { permission: 'view.pendingActivities' },
      schema: {
        summary: 'An exam for a student of a published digital-exam activity applying it, without correct alternatives',
        querystring: examRefQuerySchema,
        response: { 200: examDetailSchema },
      },
    },
    (request) => catalogue.detailsForStudent(requireAuth(request), refOf(request.query)),
  );

  app.get(
    '/exams/multiple_details',
    {
      config: { permission },
      schema: {
        summary: 'Several exams in full (comma-separated exam_ids); those the caller may not see are left out',
        querystring: multipleDetailsQuerySchema,
        response: { 200: multipleDetailsSchema },
      },
    },
    (request) => catalogue.multipleDetails(requireAuth(request), request.query.exam_ids),
  );

  for (const [path, scope, summary] of SEARCHES) {
    app.post(
      path,
      {
        config: { permission },
        schema: { summary, body: examSearchSchema, response: { 200: examSearchResponseSchema } },
      },
      (request) => catalogue.search(requireAuth(request), scope, request.body),
    );
  }

  app.patch(
    '/exams/favorite',
    {
      config: { permission },
      schema: {
        summary: "Adds or removes an exam from the caller's favourites",
        querystring: examFavoriteQuerySchema,
        response: { 200: examFavoriteResponseSchema },
      },
    },
    (request) => catalogue.favorite(requireAuth(request), request.query.exam_id, request.query.favorite),
  );

  app.patch(
    '/exams/rating',
    {
      config: { permission },
      schema: {
        summary: "Rates an exam from 1 to 5 (0 clears the caller's rating); answers the average",
        body: examRatingSchema,
        response: { 200: examRatingResponseSchema },
      },
    },
    (request) => catalogue.rate(requireAuth(request), request.body.exam_id, request.body.rating),
  );

  app.get(
    '/exams/printed_pdf',
    {
      config: { permission },
      schema: { summary: 'The printed version of an exam as a PDF (ours)', querystring: examPdfQuerySchema },
    },
    async (request, reply) => {
      const { fileName, bytes } = await catalogue.printedPdf(requireAuth(request), request.query.exam_id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(bytes));
    },
  );

  app.get(
    '/exam_layouts/all',
    {
      config: { permission },
      schema: { summary: 'The layouts an exam may have', response: { 200: examLayoutsResponseSchema } },
    },
    () => catalogue.layouts(),
  );

  app.get(
    '/filters/bncc',
    {
      config: { permission },
      schema: {
        summary: "BNCC codes used by the platform's exams and bank questions, matching a code or description",
        querystring: bnccFilterQuerySchema,
        response: { 200: bnccFilterResponseSchema },
      },
    },
    (request) => catalogue.bncc(requireAuth(request), request.query.search),
  );

  app.get(
    '/filters/issues',
    {
      config: { permission },
      schema: {
        summary: "The issue types an exam's question can be reported with (type defaults to Question)",
        querystring: z.object({ type: z.enum(ISSUE_REPORT_TYPES).default('Question') }),
        response: { 200: issueTypesResponseSchema },
      },
    },
    (request) => {
      requireAuth(request);
      return issues.types(request.query.type);
    },
  );

  app.post(
    '/reported/issue',
    {
      config: { permission },
      onRequest: limitRequests(writeLimit, byUser),
      schema: {
        summary: "Reports an issue of an exam's question ('Reportar Erro'), as the issues module records it",
        body: issueRegisterSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => issues.register(requireAuth(request), request.body),
  );
};
