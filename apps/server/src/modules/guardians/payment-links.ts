import type { PlanProduct } from '@ava/contracts';

export interface CheckoutRequest {
  guardianId: string;
  platformId: string;
  plan: PlanProduct;
  /** Where the provider sends the guardian back: `?assinatura=sucesso` or `?assinatura=cancelada` is appended. */
  returnUrl: string;
}

/**
 * Makes the payment link of a plan and tells whether a checkout was paid. The embedded default
 * ('manual') links back to the guardian's screen and leaves the payment to the back office;
 * Stripe is used when STRIPE_SECRET_KEY is set.
 */
export interface PaymentLinkProvider {
  readonly name: 'manual' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<{ url: string; reference: string | null }>;
  /** 'paid' with the provider's subscription id, or still 'pending', or 'expired'. */
  checkoutStatus(reference: string): Promise<{ status: 'paid' | 'pending' | 'expired'; subscriptionId: string | null }>;
}

export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export const manualPaymentLinks: PaymentLinkProvider = {
  name: 'manual',
  async createCheckout(request) {
    return { url: `${request.returnUrl}?assinatura=pendente`, reference: null };
  },
  async checkoutStatus() {
    return { status: 'pending', subscriptionId: null };
  },
};
