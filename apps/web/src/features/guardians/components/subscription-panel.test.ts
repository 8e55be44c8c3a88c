import type { SubscriptionStatusResponse } from '@ava/contracts';
import { describe, expect, it } from 'vitest';
import { planNeeded } from './subscription-panel.tsx';

const base: SubscriptionStatusResponse = {
  plan: null,
  status: 'none',
  paid_at: null,
  dependents_used: 0,
  dependents_limit: 0,
  plans: [],
};
const quiet = { returned: null, adding: false };

describe('planNeeded', () => {
  it('sells nothing to a guardian following children the school linked', () => {
    expect(planNeeded(base, 2, quiet)).toBe(false);
  });

  it('offers the plans when there is no dependent yet, or one is asked beyond the plan', () => {
    expect(planNeeded(base, 0, quiet)).toBe(true);
    expect(planNeeded(base, 2, { returned: null, adding: true })).toBe(true);
    const full = { ...base, plan: 'uno' as const, status: 'active' as const, dependents_used: 1, dependents_limit: 1 };
    expect(planNeeded(full, 1, quiet)).toBe(false);
    expect(planNeeded(full, 1, { returned: null, adding: true })).toBe(true);
    expect(planNeeded({ ...full, dependents_used: 0 }, 1, { returned: null, adding: true })).toBe(false);
  });

  it('shows a checkout under way or just back from the payment page', () => {
    expect(planNeeded({ ...base, status: 'pending', plan: 'duo' }, 3, quiet)).toBe(true);
    expect(planNeeded(base, 3, { returned: 'sucesso', adding: false })).toBe(true);
  });
});
