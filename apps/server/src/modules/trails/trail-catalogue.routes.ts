import {
  trailDetailSchema,
  trailFavoriteQuerySchema,
  trailFavoriteResponseSchema,
  trailFiltersResponseSchema,
  trailRatingResponseSchema,
  trailRatingSchema,
  trailRefQuerySchema,
  trailSearchResponseSchema,
  trailSearchSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { TrailCatalogueService } from './trail-catalogue.service.ts';
import type { TrailSearchScope } from './trail-wizard.repository.ts';

const permission = 'create.activities' as const;

/** The three searches (README 'Search'): same filters, different sets of trails. */
const SEARCHES: [string, TrailSearchScope, string][] = [
  ['/learning_trails/search', 'published', "The platform's published trails (those an educator may apply)"],
  ['/learning_trails/complete/search', 'complete', "The caller's trails in any status and the others' published ones"],
  [
    '/external/learning_trails/search',
    'network',
    'Published trails of the other educators of the platform (the school network)',
  ],
];

/** Reading, finding and marking trails. */
export const trailCatalogueRoutes: FastifyPluginAsyncZod<{ catalogue: TrailCatalogueService }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/learning_trails/details',
    {
      config: { permission },
      schema: {
        summary: 'A trail in full, its steps sorted by order (its author, or any educator once published)',
        querystring: trailRefQuerySchema,
        response: { 200: trailDetailSchema },
      },
    },
    (request) =>
      catalogue.details(requireAuth(request), {
        externalId: request.query.external_id,
        trailId: request.query.learning_trail_id,
      }),
  );

  for (const [path, scope, summary] of SEARCHES) {
    app.post(
      path,
      {
        config: { permission },
        schema: { summary, body: trailSearchSchema, response: { 200: trailSearchResponseSchema } },
      },
      (request) => catalogue.search(requireAuth(request), scope, request.body),
    );
  }

  app.get(
    '/learning_trails/filters',
    {
      config: { permission },
      schema: {
        summary: 'BNCC codes, keywords and grades of the trails the caller may find, statuses and map themes',
        response: { 200: trailFiltersResponseSchema },
      },
    },
    (request) => catalogue.filters(requireAuth(request)),
  );

  app.patch(
    '/learning_trails/favorite',
    {
      config: { permission },
      schema: {
        summary: "Adds or removes a trail from the caller's favourites",
        querystring: trailFavoriteQuerySchema,
        response: { 200: trailFavoriteResponseSchema },
      },
    },
    (request) => catalogue.favorite(requireAuth(request), request.query.learning_trail_id, request.query.favorite),
  );

  app.patch(
    '/learning_trails/rating',
    {
      config: { permission },
      schema: {
        summary: "Rates a trail from 1 to 5 (0 clears the caller's rating); answers the average",
        body: trailRatingSchema,
        response: { 200: trailRatingResponseSchema },
      },
    },
    (request) => catalogue.rate(requireAuth(request), request.body.learning_trail_id, request.body.rating),
  );
};
