import { THEME_CACHE_SECONDS, themeQuerySchema, themeResponseSchema } from '@ava/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlatformsService } from './platforms.service.ts';

export const platformsRoutes: FastifyPluginAsyncZod<{ platforms: PlatformsService }> = async (app, { platforms }) => {
  app.get(
    '/platforms/show',
    {
      config: { public: true },
      schema: {
        summary: 'Theme and feature flags of a platform',
        querystring: themeQuerySchema,
        response: { 200: themeResponseSchema },
      },
    },
    async (request, reply) => {
      const theme = await platforms.theme(request.query.platform);
      // The body is serialised once per theme and cached, so it is sent as is.
      const raw = reply as FastifyReply;
      raw.header('cache-control', `public, max-age=${THEME_CACHE_SECONDS}`).header('etag', theme.etag);
      if (request.headers['if-none-match'] === theme.etag) return raw.status(304).send();
      return raw.type('application/json; charset=utf-8').send(theme.body);
    },
  );
};
