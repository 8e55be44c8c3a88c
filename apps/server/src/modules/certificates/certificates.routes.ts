import {
  certificateListSchema,
  certificatePdfQuerySchema,
  certificateRefSchema,
  certificateSchema,
  certificateValidateSchema,
  certificateValidationSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { limitRequests, type RequestLimit } from '../../platform/rate-limit/request-limit.ts';
import type { CertificatesService } from './certificates.service.ts';

const permission = 'view.certificates' as const;

/** The certificates service: the holder's paths (students) and the public validation. */
export const certificatesRoutes: FastifyPluginAsyncZod<{
  certificates: CertificatesService;
  validations: RequestLimit;
}> = async (app, { certificates, validations }) => {
  app.get(
    '/certificate/user_index',
    {
      config: { permission },
      schema: {
        summary: "The caller's certificates, the latest first (a finished corporate course's is issued here)",
        response: { 200: certificateListSchema },
      },
    },
    (request) => certificates.userIndex(requireAuth(request)),
  );

  app.patch(
    '/certificate/view',
    {
      config: { permission },
      schema: {
        summary: 'Marks one of the caller’s certificates seen',
        body: certificateRefSchema,
        response: { 200: certificateSchema },
      },
    },
    (request) => certificates.view(requireAuth(request), request.body.certificate_id),
  );

  app.patch(
    '/certificate/downloaded',
    {
      config: { permission },
      schema: {
        summary: 'Records a download of one of the caller’s certificates',
        body: certificateRefSchema,
        response: { 200: certificateSchema },
      },
    },
    (request) => certificates.downloaded(requireAuth(request), request.body.certificate_id),
  );

  app.get(
    '/certificate/pdf',
    {
      config: { permission },
      schema: {
        summary: 'One of the caller’s certificates as a PDF, with a QR code of its validation page',
        querystring: certificatePdfQuerySchema,
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await certificates.pdf(requireAuth(request), request.query.certificate_id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes));
    },
  );

  app.patch(
    '/certificate/validate',
    {
      config: { public: true },
      onRequest: limitRequests(validations),
      schema: {
        summary: "Whether a code is a platform's genuine certificate: the holder's name, the title and the date only",
        body: certificateValidateSchema,
        response: { 200: certificateValidationSchema },
      },
    },
    (request) => certificates.validate(request.body, request.ip),
  );
};
