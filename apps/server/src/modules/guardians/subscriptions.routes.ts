import {
  backofficeSubscriptionSchema,
  guardianIdParamsSchema,
  paymentLinkQuerySchema,
  paymentLinkResponseSchema,
  subscriptionStatusResponseSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export const subscriptionsRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionsService }> = async (
  app,
  { subscriptions },
) => {
  app.get(
    '/guardians/subscription_status',
    {
      config: { permission: 'view.dependents' },
      schema: {
        summary: "The guardian's plan, its status, the dependents it allows and the plans on offer",
        response: { 200: subscriptionStatusResponseSchema },
      },
    },
    (request) => subscriptions.status(requireAuth(request)),
  );

  app.get(
    '/payments/generate_link',
    {
      config: { permission: 'edit.dependents' },
      schema: {
        summary: 'A payment link for a plan (query plan: uno, duo or family)',
        querystring: paymentLinkQuerySchema,
        response: { 200: paymentLinkResponseSchema },
      },
    },
    (request) => subscriptions.paymentLink(requireAuth(request), request.query.plan),
  );

  app.patch(
    '/backoffice/guardians/:id/subscription',
    {
      config: { permission: 'edit.subscriptions' },
      schema: {
        summary: 'Back office: marks a guardian’s plan paid (status active) or cancels it',
        params: guardianIdParamsSchema,
        body: backofficeSubscriptionSchema,
        response: {
          200: z.object({ plan: z.string(), status: z.string(), paid_at: z.string().nullable() }),
        },
      },
    },
    (request) =>
      subscriptions.setByBackOffice(requireAuth(request), request.params.id, request.body.plan, request.body.status),
  );
};
