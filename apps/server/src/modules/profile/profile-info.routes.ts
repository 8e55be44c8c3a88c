import { flexibleMenuSchema, preferredLanguageSchema, profileUpdateSchema, userInfoSchema } from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { ProfileInfoService } from './profile-info.service.ts';

export const profileInfoRoutes: FastifyPluginAsyncZod<{ info: ProfileInfoService }> = async (app, { info }) => {
  app.get(
    '/profile/user_info',
    {
      config: { permission: 'view.profile' },
      schema: { summary: "The caller's profile: account, personal data and image", response: { 200: userInfoSchema } },
    },
    (request) => info.userInfo(requireAuth(request)),
  );

  app.put(
    '/users/profiles',
    {
      config: { permission: 'view.profile', changesStudentLists: true },
      schema: {
        summary: 'Changes birthday (ISO date or null), self-declared race, phone, or e-mail with current_password',
        body: profileUpdateSchema,
        response: { 200: userInfoSchema },
      },
    },
    (request) => info.update(requireAuth(request), request.body, request.ip),
  );

  app.patch(
    '/profile/update_preferred_language',
    {
      config: { permission: 'view.settings', changesStudentLists: true },
      schema: {
        summary: 'Sets the preferred language (the web app then resets its translation cookie)',
        body: preferredLanguageSchema,
        response: { 200: preferredLanguageSchema },
      },
    },
    (request) => info.updatePreferredLanguage(requireAuth(request), request.body.preferred_language),
  );

  app.patch(
    '/profile/update_flexible_menu',
    {
      config: { permission: 'view.settings', changesStudentLists: true },
      schema: {
        summary: 'Turns the flexible (collapsible) menu on or off',
        body: flexibleMenuSchema,
        response: { 200: z.object({ flexible_menu: z.boolean() }) },
      },
    },
    (request) => info.updateFlexibleMenu(requireAuth(request), request.body.flexible_menu),
  );
};
