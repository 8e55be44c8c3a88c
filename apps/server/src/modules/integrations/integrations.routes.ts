import {
  integrationAccessResponseSchema,
  integrationAccessSchema,
  integrationIdParamsSchema,
  integrationInputSchema,
  integrationMenusResponseSchema,
  integrationResponseSchema,
  integrationSecretResponseSchema,
  integrationsResponseSchema,
  messageResponseSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { IntegrationsService } from './integrations.service.ts';

/** Served by the identity service: the two calls of the spec, then the administrators' configuration. */
export const integrationsRoutes: FastifyPluginAsyncZod<{ integrations: IntegrationsService }> = async (
  app,
  { integrations },
) => {
  app.get(
    '/integrations/menus',
    {
      schema: {
        summary: "The platform's external tools offered to the caller's role, as menu entries",
        response: { 200: integrationMenusResponseSchema },
      },
    },
    (request) => integrations.menus(requireAuth(request)),
  );

  app.post(
    '/integrations/access',
    {
      schema: {
        summary: 'A short-lived signed launch token and address for one of those tools',
        body: integrationAccessSchema,
        response: { 200: integrationAccessResponseSchema },
      },
    },
    (request) => integrations.access(requireAuth(request), request.body.integration_id),
  );

  const admin = { permission: 'edit.integrations' } as const;

  app.get(
    '/integrations/admin',
    {
      config: admin,
      schema: {
        summary: 'Every tool of the platform, for its administrators',
        response: { 200: integrationsResponseSchema },
      },
    },
    (request) => integrations.list(requireAuth(request)),
  );

  app.post(
    '/integrations/admin',
    {
      config: admin,
      schema: { summary: 'Adds a tool', body: integrationInputSchema, response: { 200: integrationResponseSchema } },
    },
    (request) => integrations.create(requireAuth(request), request.body),
  );

  app.put(
    '/integrations/admin/:id',
    {
      config: admin,
      schema: {
        summary: 'Replaces a tool',
        params: integrationIdParamsSchema,
        body: integrationInputSchema,
        response: { 200: integrationResponseSchema },
      },
    },
    (request) => integrations.update(requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/integrations/admin/:id',
    {
      config: admin,
      schema: {
        summary: 'Removes a tool',
        params: integrationIdParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => integrations.remove(requireAuth(request), request.params.id),
  );

  app.post(
    '/integrations/admin/secret',
    {
      config: admin,
      schema: {
        summary: "Makes a new signing secret for the platform's tools and shows it once",
        response: { 200: integrationSecretResponseSchema },
      },
    },
    (request) => integrations.rotateSecret(requireAuth(request)),
  );
};
