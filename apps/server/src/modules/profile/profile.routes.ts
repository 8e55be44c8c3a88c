import {
  profileSettingsSchema,
  profileSettingsUpdateSchema,
  virtualTourResponseSchema,
  virtualTourToggleSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { ProfileService } from './profile.service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  app.get(
    '/users/profiles/settings',
    {
      config: { permission: 'view.settings' },
      schema: { summary: "The caller's profile settings", response: { 200: profileSettingsSchema } },
    },
    (request) => profile.settings(requireAuth(request)),
  );

  app.put(
    '/users/profiles/settings',
    {
      config: { permission: 'view.settings' },
      schema: {
        summary: "Changes the caller's profile settings",
        body: profileSettingsUpdateSchema,
        response: { 200: profileSettingsSchema },
      },
    },
    (request) => profile.updateSettings(requireAuth(request), request.body),
  );

  app.put(
    '/users/toggle_virtual_tour',
    {
      schema: {
        summary: 'Sets the dashboard tour flag, or flips it without a body',
        body: virtualTourToggleSchema,
        response: { 200: virtualTourResponseSchema },
      },
    },
    (request) => profile.toggleVirtualTour(requireAuth(request), request.body?.virtual_tour),
  );
};
