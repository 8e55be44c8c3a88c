import {
  shortLinkKeyParamsSchema,
  shortLinkQrResponseSchema,
  shortLinkRequestSchema,
  shortLinkResponseSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { ShortLinksService } from './shortlinks.service.ts';

/** Served by the shortlinks service (endpoints.tsv); the redirect is public, as a shared link must be. */
export const shortLinksRoutes: FastifyPluginAsyncZod<{ shortLinks: ShortLinksService }> = async (
  app,
  { shortLinks },
) => {
  app.post(
    '/manage/create',
    {
      config: { permission: 'create.shortLinks' },
      schema: {
        summary: 'Makes a short link to an address (random key expiring in 720 hours, or a custom key)',
        body: shortLinkRequestSchema,
        response: { 200: shortLinkResponseSchema },
      },
    },
    (request) => shortLinks.create(requireAuth(request), request.body),
  );

  app.post(
    '/qrcode',
    {
      config: { permission: 'create.shortLinks' },
      schema: {
        summary: 'Makes a short link and its QR code (SVG data URL)',
        body: shortLinkRequestSchema,
        response: { 200: shortLinkQrResponseSchema },
      },
    },
    (request) => shortLinks.createWithQrCode(requireAuth(request), request.body),
  );

  app.get(
    '/:key',
    {
      config: { public: true },
      schema: { summary: 'Redirects to the target of a live short link', params: shortLinkKeyParamsSchema },
    },
    async (request, reply) => {
      const target = await shortLinks.target(request.params.key);
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );
};
