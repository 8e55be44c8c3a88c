import {
  EXAM_GUIDANCE_MAX,
  examClassifierSchema,
  examDetailSchema,
  examIntroUpdateSchema,
  examPrintedQuestionsSchema,
  examQuestionOrderSchema,
  examQuestionRefQuerySchema,
  examStatusQuerySchema,
  QUESTION_LIMITS,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { readMultipartUpload } from '../../platform/storage/multipart-upload.ts';
import type { ExamWizardService } from './exam-wizard.service.ts';

const permission = 'create.activities' as const;
/** A question's image and sound, and each alternative's. */
const QUESTION_FILES = 2 + 2 * QUESTION_LIMITS.maxAlternatives;
/** Rich text travels in fields: room for the largest text the contracts accept, in UTF-8. */
const INTRO_FIELD_BYTES = EXAM_GUIDANCE_MAX * 4;
const QUESTION_FIELD_BYTES = QUESTION_LIMITS.textMaxLength * 4 * (1 + QUESTION_LIMITS.maxAlternatives);

/** The exam wizard's steps (document 3 sections 4 and 7). */
export const examWizardRoutes: FastifyPluginAsyncZod<{ wizard: ExamWizardService }> = async (app, { wizard }) => {
  app.post(
    '/exam_wizard/intro',
    {
      config: { permission },
      schema: {
        summary:
          'Intro step (multipart: description, guidance, layout_id, optional image): a new draft exam, or with external_id the intro of one',
        consumes: ['multipart/form-data'],
        response: { 201: examDetailSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { fields, files } = await readMultipartUpload(request, {
        maxFiles: 1,
        allowed: ['image'],
        maxFieldBytes: INTRO_FIELD_BYTES,
      });
      const created = await wizard.createIntro(auth, fields, files[0]);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/exam_wizard/intro',
    {
      config: { permission },
      schema: {
        summary: "Intro step (body): the author changes an exam's description, guidance and layout",
        body: examIntroUpdateSchema,
        response: { 200: examDetailSchema },
      },
    },
    (request) => wizard.updateIntro(requireAuth(request), request.body),
  );

  app.patch(
    '/exam_wizard/classifiers',
    {
      config: { permission },
      schema: {
        summary: 'Classifiers step: BNCC map, keywords, grades and tags added or removed, pcd_sign, pcd_voice',
        querystring: z.object({ external_id: z.string().trim().min(1).max(64) }),
        body: examClassifierSchema,
        response: { 200: examDetailSchema },
      },
    },
    (request) => wizard.classifiers(requireAuth(request), request.query.external_id, request.body),
  );

  app.patch(
    '/exam_wizard/questions',
    {
      config: { permission },
      schema: {
        summary:
          'Questions step (multipart: external_id, question JSON, question_id; files question_img, question_snd, alternative_img_N, alternative_snd_N): adds or updates a question, written in the question bank',
        consumes: ['multipart/form-data'],
        response: { 200: examDetailSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const upload = await readMultipartUpload(request, {
        maxFiles: QUESTION_FILES,
        allowed: ['image', 'audio'],
        maxFieldBytes: QUESTION_FIELD_BYTES,
      });
      return wizard.saveQuestion(auth, upload);
    },
  );

  app.patch(
    '/exam_wizard/questions_order',
    {
      config: { permission },
      schema: {
        summary: "Questions step (ours): the exam's questions in a new order, each named once",
        body: examQuestionOrderSchema,
        response: { 200: examDetailSchema },
      },
    },
    (request) => wizard.orderQuestions(requireAuth(request), request.body.external_id, request.body.question_ids),
  );

  app.patch(
    '/exam_wizard/printed_questions',
    {
      config: { permission },
      schema: {
        summary: 'Printed questions step: the questions of the printed version',
        body: examPrintedQuestionsSchema,
        response: { 200: examDetailSchema },
      },
    },
    (request) => wizard.printedQuestions(requireAuth(request), request.body.external_id, request.body.question_ids),
  );

  app.delete(
    '/exam_wizard/question',
    {
      config: { permission },
      schema: {
        summary: 'Takes a question out of the exam (the question bank keeps it)',
        querystring: examQuestionRefQuerySchema,
        response: { 200: examDetailSchema },
      },
    },
    (request) => wizard.deleteQuestion(requireAuth(request), request.query.external_id, request.query.question_id),
  );

  app.patch(
    '/exam_wizard/status',
    {
      config: { permission },
      schema: {
        summary:
          'Status step: 1 publishes (needs questions, each with one correct alternative), 3 draft, 5 archives...',
        querystring: examStatusQuerySchema,
        response: { 200: examDetailSchema },
      },
    },
    (request) => wizard.status(requireAuth(request), request.query.external_id, request.query.status),
  );
};
