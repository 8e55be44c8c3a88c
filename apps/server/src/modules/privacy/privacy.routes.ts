import {
  accessLogPageQuerySchema,
  accessLogPageSchema,
  accessLogQuerySchema,
  accessLogSummarySchema,
  consentQuerySchema,
  consentSubjectsSchema,
  consentsSchema,
  dataKeptSchema,
  setConsentBodySchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { ConsentService } from './consent.service.ts';
import type { PrivacyService } from './privacy.service.ts';

export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService; consent: ConsentService }> = async (
  app,
  { privacy, consent },
) => {
  app.get(
    '/privacy/access-log/summary',
    {
      config: { permission: 'view.privacy' },
      schema: {
        summary: "A guardian's view of who read their dependent's data in the last year, and how often",
        querystring: accessLogQuerySchema,
        response: { 200: accessLogSummarySchema },
      },
    },
    (request) => privacy.summary(requireAuth(request), request.query.student_id),
  );

  app.get(
    '/privacy/data-kept',
    {
      config: { permission: 'view.privacy' },
      schema: {
        summary: 'Each kind of personal data the platform keeps of a person, and what it is kept for',
        response: { 200: dataKeptSchema },
      },
    },
    (request) => {
      requireAuth(request);
      return privacy.dataKept();
    },
  );

  app.get(
    '/privacy/access-log',
    {
      config: { permission: 'view.accessLog' },
      schema: {
        summary: "Every read of a child's data by an educator or administrator, newest first, with where it came from",
        querystring: accessLogPageQuerySchema,
        response: { 200: accessLogPageSchema },
      },
    },
    (request) => privacy.page(requireAuth(request), request.query.student_id, request.query.page),
  );

  app.get(
    '/privacy/consent_subjects',
    {
      config: { permission: 'edit.consents' },
      schema: {
        summary: 'The people whose optional consents the caller decides: themself and/or their minor dependents',
        response: { 200: consentSubjectsSchema },
      },
    },
    (request) => consent.subjects(requireAuth(request)),
  );

  app.get(
    '/privacy/consents',
    {
      config: { permission: 'edit.consents' },
      schema: {
        summary: "A person's optional consents: each purpose's text, the current decision and its history",
        querystring: consentQuerySchema,
        response: { 200: consentsSchema },
      },
    },
    (request) => consent.consents(requireAuth(request), request.query.subject_id),
  );

  app.post(
    '/privacy/consents',
    {
      config: { permission: 'edit.consents' },
      schema: {
        summary: 'Gives or withdraws one optional consent of a person, on the current version of its text',
        body: setConsentBodySchema,
        response: { 200: consentsSchema },
      },
    },
    (request) => consent.set(requireAuth(request), request.body),
  );
};
