import { PLAN_PRODUCTS } from '@ava/contracts';
import { pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

export const planProductEnum = pgEnum('plan_product', PLAN_PRODUCTS);
export const subscriptionStatusEnum = pgEnum('subscription_status', ['pending', 'active', 'canceled']);

/** A guardian's premium plan; one row per guardian, rewritten by each new checkout. */
export const guardianSubscriptions = pgTable('guardian_subscriptions', {
  guardian_id: uuid('guardian_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  platform_id: platformRef(),
  plan: planProductEnum('plan').notNull(),
  status: subscriptionStatusEnum('status').notNull(),
  /** Which payment-link provider made the checkout ('manual' or 'stripe'). */
  provider: text('provider').notNull(),
  /** The provider's checkout id, asked again while the subscription is pending. */
  checkout_reference: text('checkout_reference'),
  provider_subscription_id: text('provider_subscription_id'),
  paid_at: timestamp('paid_at', { withTimezone: true }),
  ...timestamps,
});
