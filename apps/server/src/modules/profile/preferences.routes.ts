import {
  backgroundsResponseSchema,
  bannersResponseSchema,
  categoriesInputSchema,
  categoriesResponseSchema,
  chosenBackgroundInputSchema,
  chosenBackgroundSchema,
  shortcutsInputSchema,
  shortcutsSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { PreferencesService } from './preferences.service.ts';

export const preferencesRoutes: FastifyPluginAsyncZod<{ preferences: PreferencesService }> = async (
  app,
  { preferences },
) => {
  app.get(
    '/profile/categories_info',
    {
      config: { permission: 'view.profile' },
      schema: { summary: 'Interest categories, each marked when chosen', response: { 200: categoriesResponseSchema } },
    },
    (request) => preferences.categories(requireAuth(request)),
  );

  app.post(
    '/profile/categories',
    {
      config: { permission: 'view.profile' },
      schema: {
        summary: "Replaces the caller's interests",
        body: categoriesInputSchema,
        response: { 200: categoriesResponseSchema },
      },
    },
    (request) => preferences.saveCategories(requireAuth(request), request.body.category_ids),
  );

  app.get(
    '/users/shortcuts',
    {
      config: { permission: 'view.settings' },
      schema: { summary: "The caller's menu shortcuts (slugs)", response: { 200: shortcutsSchema } },
    },
    (request) => preferences.shortcuts(requireAuth(request)),
  );

  app.put(
    '/users/shortcuts',
    {
      config: { permission: 'view.settings' },
      schema: {
        summary: 'Replaces the shortcuts; each must be an entry of the caller’s menu',
        body: shortcutsInputSchema,
        response: { 200: shortcutsSchema },
      },
    },
    (request) => preferences.saveShortcuts(requireAuth(request), request.body.shortcuts),
  );

  app.get(
    '/students/backgrounds',
    {
      config: { permission: 'view.studentDashboard' },
      schema: {
        summary: 'Dashboard backgrounds: the free ones, those bought in the store, and those to buy',
        response: { 200: backgroundsResponseSchema },
      },
    },
    (request) => preferences.backgrounds(requireAuth(request)),
  );

  app.get(
    '/students/backgrounds/chosen',
    {
      config: { permission: 'view.studentDashboard' },
      schema: { summary: "The student's chosen background, if any", response: { 200: chosenBackgroundSchema } },
    },
    (request) => preferences.chosenBackground(requireAuth(request)),
  );

  app.put(
    '/students/backgrounds/chosen',
    {
      config: { permission: 'view.studentDashboard' },
      schema: {
        summary: 'Chooses a background (or null for the default)',
        body: chosenBackgroundInputSchema,
        response: { 200: chosenBackgroundSchema },
      },
    },
    (request) => preferences.chooseBackground(requireAuth(request), request.body.background_id),
  );

  app.get(
    '/students/dashboard-banners',
    {
      config: { permission: 'view.studentDashboard' },
      schema: {
        summary: "Banners of the student's dashboard, for their stage",
        response: { 200: bannersResponseSchema },
      },
    },
    (request) => preferences.banners(requireAuth(request)),
  );
};
