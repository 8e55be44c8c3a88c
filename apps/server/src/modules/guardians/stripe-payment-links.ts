import { PLAN_PRODUCTS, type PlanProduct } from '@ava/contracts';
import { type PaymentLinkProvider, PaymentProviderError } from './payment-links.ts';

export interface StripeConfig {
  secretKey: string;
  /** https://api.stripe.com, or a compatible server in tests. */
  apiUrl: string;
  prices: Record<PlanProduct, string>;
  timeoutMs?: number;
}

interface CheckoutSession {
  id?: unknown;
  url?: unknown;
  status?: unknown;
  payment_status?: unknown;
  subscription?: unknown;
}

/** Subscription checkouts through Stripe's HTTP API (Checkout Sessions), with plain form-encoded calls. */
export function createStripePaymentLinks(config: StripeConfig): PaymentLinkProvider {
  const base = `${config.apiUrl.replace(/\/+$/, '')}/v1`;
  const timeoutMs = config.timeoutMs ?? 10_000;

  async function call(path: string, form?: URLSearchParams): Promise<CheckoutSession> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: form ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError('stripe unreachable', { cause: error });
    }
    const body = (await response.json().catch(() => null)) as CheckoutSession | null;
    if (!response.ok || !body) throw new PaymentProviderError(`stripe answered ${response.status} to ${path}`);
    return body;
  }

  return {
    name: 'stripe',

    async createCheckout(request) {
      const form = new URLSearchParams({
        mode: 'subscription',
        'line_items[0][price]': config.prices[request.plan],
        'line_items[0][quantity]': '1',
        success_url: `${request.returnUrl}?assinatura=sucesso`,
        cancel_url: `${request.returnUrl}?assinatura=cancelada`,
        client_reference_id: request.guardianId,
        'metadata[plan]': request.plan,
        'metadata[platform_id]': request.platformId,
      });
      const session = await call('/checkout/sessions', form);
      if (typeof session.id !== 'string' || typeof session.url !== 'string') {
        throw new PaymentProviderError('stripe checkout without id or url');
      }
      return { url: session.url, reference: session.id };
    },

    async checkoutStatus(reference) {
      const session = await call(`/checkout/sessions/${encodeURIComponent(reference)}`);
      const subscriptionId = typeof session.subscription === 'string' ? session.subscription : null;
      if (session.status === 'expired') return { status: 'expired', subscriptionId };
      const paid =
        session.status === 'complete' &&
        (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
      return { status: paid ? 'paid' : 'pending', subscriptionId };
    },
  };
}

/** Stripe when a key is configured (then every plan needs its price id), else the manual default. */
export function stripePricesFrom(env: Partial<Record<`STRIPE_PRICE_${Uppercase<PlanProduct>}`, string>>) {
  const prices = Object.fromEntries(
    PLAN_PRODUCTS.map((plan) => [plan, env[`STRIPE_PRICE_${plan.toUpperCase() as Uppercase<PlanProduct>}`]]),
  );
  const missing = PLAN_PRODUCTS.filter((plan) => !prices[plan]);
  if (missing.length > 0) throw new Error(`STRIPE_SECRET_KEY is set but no price id for: ${missing.join(', ')}`);
  return prices as Record<PlanProduct, string>;
}
