import { accessCodeCreateRequestSchema, accessCodeCreateResponseSchema } from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { AccessCodesService } from './access-codes.service.ts';

/** The teacher's side of access codes: a printable sheet for a classroom. */
export const accessCodesRoutes: FastifyPluginAsyncZod<{ accessCodes: AccessCodesService }> = async (
  app,
  { accessCodes },
) => {
  app.post(
    '/teacher/classrooms/:classroom_id/access_codes',
    {
      config: { permission: 'create.accessCodes' },
      schema: {
        summary: 'New access codes for a classroom (replacing its unused ones)',
        params: z.object({ classroom_id: z.string().uuid() }),
        body: accessCodeCreateRequestSchema,
        response: { 200: accessCodeCreateResponseSchema },
      },
    },
    (request) => accessCodes.create(requireAuth(request), request.params.classroom_id, request.body),
  );
};
