import {
  bnccFilterQuerySchema,
  bnccFilterResponseSchema,
  challengesReportQuerySchema,
  dailyChallengeQuerySchema,
  dailyChallengeResponseSchema,
  factoryContentIdQuerySchema,
  gameFavoriteResponseSchema,
  gameFavoriteSchema,
  gameFiltersResponseSchema,
  gameRatingResponseSchema,
  gameRatingSchema,
  gameSearchResponseSchema,
  gameSearchResultSchema,
  gameSearchSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { sendSpreadsheet } from '../../platform/spreadsheet/spreadsheet.ts';
import type { ChallengeCatalogueService } from './challenge-catalogue.service.ts';
import type { ChallengeReportService } from './challenge-report.service.ts';
import type { ChallengeSearchScope } from './challenge-search.repository.ts';

/** The two searches (README 'Finding challenges'): same filters, different sets of contents. */
const SEARCHES: [string, ChallengeSearchScope, string][] = [
  [
    '/games/complete/search',
    'complete',
    "The platform's published challenges; with mine, the caller's own in any status but deleted",
  ],
  ['/external/games/search', 'external', 'Published library challenges other platforms share (read-only)'],
];

/**
 * Finding challenges: searches, a content's summary, favourites, ratings, filters, the daily
 * challenge, the BNCC catalogue and the report. Who may call each is decided by the service
 * (students, educators and administrators; never guardians).
 */
export const challengeCatalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: ChallengeCatalogueService;
  report: ChallengeReportService;
}> = async (app, { catalogue, report }) => {
  for (const [path, scope, summary] of SEARCHES) {
    app.post(
      path,
      { schema: { summary, body: gameSearchSchema, response: { 200: gameSearchResponseSchema } } },
      (request) => catalogue.search(requireAuth(request), scope, request.body),
    );
  }

  app.get(
    '/games/resume',
    {
      schema: {
        summary: 'One challenge as its card and the test modal show it (rating, the caller’s rating, used)',
        querystring: factoryContentIdQuerySchema,
        response: { 200: gameSearchResultSchema },
      },
    },
    (request) => catalogue.resume(requireAuth(request), request.query.oed_content_id),
  );

  app.put(
    '/game/set_favorite',
    {
      schema: {
        summary: "Adds or removes a challenge from the caller's favourites",
        body: gameFavoriteSchema,
        response: { 200: gameFavoriteResponseSchema },
      },
    },
    (request) => catalogue.favorite(requireAuth(request), request.body.oed_content_id, request.body.favorite),
  );

  app.patch(
    '/games/rating',
    {
      schema: {
        summary: "Rates a challenge from 1 to 5 (0 clears the caller's rating); answers the average",
        body: gameRatingSchema,
        response: { 200: gameRatingResponseSchema },
      },
    },
    (request) => catalogue.rate(requireAuth(request), request.body.oed_content_id, request.body.rating),
  );

  app.get(
    '/filters/games',
    {
      schema: {
        summary: 'Options of the catalogue’s filters: interactions, layouts, subjects, grades, difficulties',
        response: { 200: gameFiltersResponseSchema },
      },
    },
    (request) => catalogue.filters(requireAuth(request)),
  );

  app.get(
    '/contents/random',
    {
      schema: {
        summary: "The daily challenge of a stage (a student's own), the same for everyone that day in São Paulo",
        querystring: dailyChallengeQuerySchema,
        response: { 200: dailyChallengeResponseSchema },
      },
    },
    (request) => catalogue.daily(requireAuth(request), request.query),
  );

  app.get(
    '/jupiter/seed_entities/search_bncc',
    {
      schema: {
        summary: 'BNCC codes of the catalogue matching a code or a description',
        querystring: bnccFilterQuerySchema,
        response: { 200: bnccFilterResponseSchema },
      },
    },
    (request) => catalogue.bncc(requireAuth(request), request.query.search),
  );

  app.get(
    '/reports/challenges_xlsx',
    {
      schema: {
        summary:
          "Spreadsheet (.xlsx, streamed) of the caller's challenges, or the platform's (coordinators, administrators), with plays and average score",
        querystring: challengesReportQuerySchema,
      },
    },
    async (request, reply) =>
      sendSpreadsheet(reply, await report.challenges(requireAuth(request), request.query.scope, request.log)),
  );
};
