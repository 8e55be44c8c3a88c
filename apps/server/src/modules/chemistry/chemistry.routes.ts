import { chemistryImageRequestSchema, chemistryImageSchema } from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { limitRequests, type RequestLimit } from '../../platform/rate-limit/request-limit.ts';
import type { ChemistryService } from './chemistry.service.ts';

/** Served by the chemistry service (endpoints.tsv); educators draw structures in the editor. */
export const chemistryRoutes: FastifyPluginAsyncZod<{ chemistry: ChemistryService; limit: RequestLimit }> = async (
  app,
  { chemistry, limit },
) => {
  app.post(
    '/strText/toAwsURL',
    {
      onRequest: limitRequests(limit, (request) => request.auth?.userId ?? request.ip),
      config: { permission: 'create.activities' },
      schema: {
        summary: 'Draws plain-text chemfig as an SVG image, stored once per text, and gives its url',
        body: chemistryImageRequestSchema,
        response: { 200: chemistryImageSchema },
      },
    },
    (request) => chemistry.imageOf(requireAuth(request), request.body.strText),
  );
};
