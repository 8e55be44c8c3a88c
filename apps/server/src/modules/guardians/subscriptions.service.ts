import { MESSAGES, PLAN_PRODUCTS, PLANS, type PlanProduct, type SubscriptionStatusResponse } from '@ava/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, badRequest, notFound } from '../../platform/http/app-error.ts';
import type { GuardiansRepository } from './guardians.repository.ts';
import { type PaymentLinkProvider, PaymentProviderError } from './payment-links.ts';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository.ts';

const PLAN_LIST = PLAN_PRODUCTS.map((id) => ({ id, ...PLANS[id] }));

/** The guardian's plan: its payment link, its status (asking the provider while pending) and its limit. */
export function createSubscriptionsService(deps: {
  subscriptionsRepo: SubscriptionsRepository;
  guardiansRepo: Pick<GuardiansRepository, 'countManaged'>;
  payments: PaymentLinkProvider;
  /** The web app's address, for the provider's return links. */
  publicUrl: string;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { subscriptionsRepo, guardiansRepo, payments, clock, logger } = deps;

  /** A pending checkout of this provider that was paid since becomes active; a failing provider changes nothing. */
  async function current(auth: AuthContext): Promise<SubscriptionRow | null> {
    const row = await subscriptionsRepo.find(auth.platformId, auth.userId);
    if (row?.status !== 'pending' || !row.checkout_reference || row.provider !== payments.name) return row;
    try {
      const checkout = await payments.checkoutStatus(row.checkout_reference);
      if (checkout.status === 'pending') return row;
      return await subscriptionsRepo.save(auth.platformId, auth.userId, {
        ...row,
        status: checkout.status === 'paid' ? 'active' : 'canceled',
        provider_subscription_id: checkout.subscriptionId,
        paid_at: checkout.status === 'paid' ? clock.now() : row.paid_at,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      logger.warn({ err: error }, 'checkout status unavailable');
      return row;
    }
  }

  const limitOf = (row: SubscriptionRow | null) => (row?.status === 'active' ? PLANS[row.plan].dependents : 0);

  return {
    async dependentsLimit(auth: AuthContext): Promise<number> {
      return limitOf(await current(auth));
    },

    async status(auth: AuthContext): Promise<SubscriptionStatusResponse> {
      const [row, used] = await Promise.all([current(auth), guardiansRepo.countManaged(auth.platformId, auth.userId)]);
      return {
        plan: row?.plan ?? null,
        status: row?.status ?? 'none',
        paid_at: row?.paid_at?.toISOString() ?? null,
        dependents_used: used,
        dependents_limit: limitOf(row),
        plans: PLAN_LIST,
      };
    },

    /** A checkout link for a plan; the subscription waits as pending until it is paid. */
    async paymentLink(auth: AuthContext, plan: PlanProduct): Promise<{ url: string }> {
      if ((await current(auth))?.status === 'active') throw badRequest(MESSAGES.subscriptionAlreadyActive);
      let checkout: { url: string; reference: string | null };
      try {
        checkout = await payments.createCheckout({
          guardianId: auth.userId,
          platformId: auth.platformId,
          plan,
          returnUrl: `${deps.publicUrl.replace(/\/+$/, '')}/${auth.platformSlug}/responsavel/dependentes`,
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        logger.warn({ err: error }, 'payment link failed');
        throw new AppError(503, MESSAGES.paymentLinkFailure);
      }
      await subscriptionsRepo.save(auth.platformId, auth.userId, {
        plan,
        status: 'pending',
        provider: payments.name,
        checkout_reference: checkout.reference,
        provider_subscription_id: null,
        paid_at: null,
      });
      return { url: checkout.url };
    },

    /** Back office: marks a guardian of the caller's platform paid for a plan, or cancels the plan. */
    async setByBackOffice(auth: AuthContext, guardianId: string, plan: PlanProduct, status: 'active' | 'canceled') {
      if (!(await subscriptionsRepo.isGuardian(auth.platformId, guardianId))) throw notFound(MESSAGES.guardianNotFound);
      const previous = await subscriptionsRepo.find(auth.platformId, guardianId);
      const row = await subscriptionsRepo.save(auth.platformId, guardianId, {
        plan,
        status,
        provider: 'manual',
        checkout_reference: null,
        provider_subscription_id: previous?.provider_subscription_id ?? null,
        paid_at: status === 'active' ? clock.now() : (previous?.paid_at ?? null),
      });
      return { plan: row.plan, status: row.status, paid_at: row.paid_at?.toISOString() ?? null };
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
