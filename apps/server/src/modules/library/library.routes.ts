import {
  libraryCategoriesResponseSchema,
  libraryDetailsSchema,
  libraryDownloadedResponseSchema,
  libraryDownloadedSchema,
  libraryFavoriteResponseSchema,
  libraryFavoriteSchema,
  libraryIdQuerySchema,
  libraryRatingQuerySchema,
  libraryRatingResponseSchema,
  libraryRatingSchema,
  librarySearchResponseSchema,
  librarySearchSchema,
  libraryWorkloadQuerySchema,
  libraryWorkloadResponseSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { LibraryService } from './library.service.ts';

const config = { permission: 'view.library' } as const;

/** The library service's paths (endpoints.tsv, service 'library'): students and educators, their platform's items and the shared ones. */
export const libraryRoutes: FastifyPluginAsyncZod<{ library: LibraryService }> = async (app, { library }) => {
  app.post(
    '/library/complete/search',
    {
      config,
      schema: {
        summary: "Searches the platform's own library source",
        body: librarySearchSchema,
        response: { 200: librarySearchResponseSchema },
      },
    },
    (request) => library.search(requireAuth(request), 'platform', request.body),
  );

  app.post(
    '/external/library/search',
    {
      config,
      schema: {
        summary: "Searches the installation's shared default library source",
        body: librarySearchSchema,
        response: { 200: librarySearchResponseSchema },
      },
    },
    (request) => library.search(requireAuth(request), 'default', request.body),
  );

  app.get(
    '/filters/categories',
    {
      config,
      schema: {
        summary: 'Types, subjects, grades and BNCC codes of the library items the platform may open (cached)',
        response: { 200: libraryCategoriesResponseSchema },
      },
    },
    (request) => library.categories(requireAuth(request)),
  );

  app.get(
    '/info/details',
    {
      config,
      schema: {
        summary: "An item's page: text, video, file, audio, attachments and the caller's marks",
        querystring: libraryIdQuerySchema,
        response: { 200: libraryDetailsSchema },
      },
    },
    (request) => library.details(requireAuth(request), request.query.id),
  );

  app.put(
    '/info/favorite',
    {
      config,
      schema: {
        summary: "Adds or removes an item from the caller's favourites",
        body: libraryFavoriteSchema,
        response: { 200: libraryFavoriteResponseSchema },
      },
    },
    (request) => library.favorite(requireAuth(request), request.body.id, request.body.favorite),
  );

  app.put(
    '/info/downloaded',
    {
      config,
      schema: {
        summary: 'Records that the caller downloaded an item (only items that allow it)',
        body: libraryDownloadedSchema,
        response: { 200: libraryDownloadedResponseSchema },
      },
    },
    (request) => library.downloaded(requireAuth(request), request.body.id),
  );

  app.get(
    '/info/workload',
    {
      config,
      schema: {
        summary: 'Credits the minutes spent in a library screen, at most once a day per type',
        querystring: libraryWorkloadQuerySchema,
        response: { 200: libraryWorkloadResponseSchema },
      },
    },
    (request) => library.workload(requireAuth(request), request.query.type, request.query.minutes),
  );

  app.patch(
    '/info/rating',
    {
      config,
      schema: {
        summary: "Rates an item from 1 to 5 (0 clears the caller's rating); answers the average",
        querystring: libraryRatingQuerySchema,
        body: libraryRatingSchema,
        response: { 200: libraryRatingResponseSchema },
      },
    },
    (request) => library.rate(requireAuth(request), request.query, request.body.rating),
  );
};
