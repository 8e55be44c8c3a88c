import { retentionSettingsSchema, retentionUpdateSchema } from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../platform/auth/auth.plugin.ts';
import type { RetentionService } from './retention.service.ts';

export const retentionRoutes: FastifyPluginAsyncZod<{ retention: RetentionService }> = async (app, { retention }) => {
  app.get(
    '/privacy/retention',
    {
      config: { permission: 'edit.retention' },
      schema: {
        summary: 'How long the platform keeps each category of personal data, and what the daily run last removed',
        response: { 200: retentionSettingsSchema },
      },
    },
    (request) => retention.settings(requireAuth(request)),
  );

  app.put(
    '/privacy/retention',
    {
      config: { permission: 'edit.retention' },
      schema: {
        summary: 'Sets the retention periods given, in months, within each category’s bounds',
        body: retentionUpdateSchema,
        response: { 200: retentionSettingsSchema },
      },
    },
    (request) => retention.update(requireAuth(request), request.body),
  );
};
