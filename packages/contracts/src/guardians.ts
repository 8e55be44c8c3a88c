import { z } from 'zod';
import { newPasswordSchema, personNameSchema, usernameSchema } from './accounts.ts';
import { dateSchema } from './calendar.ts';
import { PLAN_PRODUCTS } from './codes.ts';

/** Guardians, their dependents and their subscription (document 3 sections 1, 6 and 7). */

export type PlanProduct = (typeof PLAN_PRODUCTS)[number];

/**
 * Dependents a guardian may add under each plan. The specification names the three plans but
 * not their limits: one, two, and five for a family. Dependents linked by a school are not
 * counted; without an active plan a guardian adds none. Nor does it name prices: the monthly
 * prices (in BRL cents) are the ones shown before checkout; with Stripe, the STRIPE_PRICE_* prices
 * configured must charge the same amounts.
 */
export const PLANS: Record<PlanProduct, { name: string; dependents: number; monthly_price_cents: number }> = {
  uno: { name: 'Uno', dependents: 1, monthly_price_cents: 1990 },
  duo: { name: 'Duo', dependents: 2, monthly_price_cents: 2990 },
  family: { name: 'Família', dependents: 5, monthly_price_cents: 4990 },
};

export const SUBSCRIPTION_STATUSES = ['none', 'pending', 'active', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const studentId = z.uuid();
const birthday = dateSchema.nullable();

/** What the guardian may do with one dependent, so the screen never re-implements the rules. */
export const dependentPoliciesSchema = z.object({
  edit: z.boolean(),
  block: z.boolean(),
  unlink: z.boolean(),
  delete: z.boolean(),
  sign_in: z.boolean(),
});

export const dependentSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  birthday: z.string().nullable(),
  school_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  level: z.number().int(),
  blocked: z.boolean(),
  /** Created by the guardian (counted by the plan), rather than linked by a school. */
  managed: z.boolean(),
  policies: dependentPoliciesSchema,
});
export type Dependent = z.infer<typeof dependentSchema>;

export const dependentsQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const DEPENDENTS_PER_PAGE = 20;
export const dependentsResponseSchema = z.object({
  dependents: z.array(dependentSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const guardianIdParamsSchema = z.object({ id: z.uuid() });
export const dependentCreateSchema = z
  .object({
    name: personNameSchema,
    username: usernameSchema,
    password: newPasswordSchema,
    birthday: birthday.default(null),
  })
  .strict();
export type DependentCreate = z.infer<typeof dependentCreateSchema>;

export const dependentUpdateSchema = z
  .object({
    student_id: studentId,
    name: personNameSchema.optional(),
    username: usernameSchema.optional(),
    password: newPasswordSchema.optional(),
    birthday: birthday.optional(),
  })
  .strict();
export type DependentUpdate = z.infer<typeof dependentUpdateSchema>;

export const dependentStatusSchema = z
  .object({ student_id: studentId, status: z.enum(['active', 'blocked']) })
  .strict();
export const dependentRefSchema = z.object({ student_id: studentId }).strict();
/** Deleting is irreversible: the body must carry the confirmation the screen asked for. */
export const dependentDeleteSchema = z.object({ student_id: studentId, confirm: z.literal(true) }).strict();
export const dependentResponseSchema = z.object({ dependent: dependentSchema });

export const fetchStudentsResponseSchema = z.object({
  students: z.array(z.object({ id: z.string(), name: z.string(), username: z.string() })),
});

export const signAsStudentQuerySchema = z.object({ student_id: studentId });

export const planSchema = z.object({
  id: z.enum(PLAN_PRODUCTS),
  name: z.string(),
  dependents: z.number().int(),
  monthly_price_cents: z.number().int(),
});
export const subscriptionStatusResponseSchema = z.object({
  plan: z.enum(PLAN_PRODUCTS).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  paid_at: z.string().nullable(),
  dependents_used: z.number().int(),
  dependents_limit: z.number().int(),
  plans: z.array(planSchema),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

export const paymentLinkQuerySchema = z.object({ plan: z.enum(PLAN_PRODUCTS) });
export const paymentLinkResponseSchema = z.object({ url: z.string() });

/** Back office: marks a guardian's subscription paid (or cancels it) when payment is not automatic. */
export const backofficeSubscriptionSchema = z
  .object({ plan: z.enum(PLAN_PRODUCTS), status: z.enum(['active', 'canceled']) })
  .strict();
