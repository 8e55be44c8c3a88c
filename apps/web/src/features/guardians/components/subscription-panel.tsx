import { formatMoney, type SubscriptionStatusResponse } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { usePaymentLink, useSubscription } from '../api/subscription.ts';
import { GUARDIANS_NAMESPACE } from '../guardians-strings.ts';

/**
 * Whether the guardian needs to see the plans: a checkout is under way or just came back, or a
 * plan is what stands between them and a dependent (none linked yet, or they asked to add one
 * beyond what their plan allows). A guardian following children the school linked is not sold to.
 */
export function planNeeded(
  subscription: SubscriptionStatusResponse,
  linked: number,
  asked: { returned: string | null; adding: boolean },
): boolean {
  if (asked.returned || subscription.status === 'pending') return true;
  const full = subscription.dependents_used >= subscription.dependents_limit;
  if (subscription.status === 'active') return asked.adding && full;
  return linked === 0 || asked.adding;
}

interface Props {
  returned: string | null;
  /** Dependents linked to the guardian, by the school or by them. */
  linked: number;
  /** The guardian asked to add a dependent and their plan has no room for one. */
  adding: boolean;
}

/**
 * The plan, when one is needed (`planNeeded`): its status, how many dependents it allows, and the
 * plans on offer with their monthly prices and payment links.
 */
export function SubscriptionPanel({ returned, linked, adding }: Props) {
  const { t } = useTranslation(GUARDIANS_NAMESPACE);
  const { data } = useSubscription();
  const link = usePaymentLink();
  if (!data || !planNeeded(data, linked, { returned, adding })) return null;
  const planName = data.plans.find((plan) => plan.id === data.plan)?.name ?? '';
  const canSubscribe = data.status !== 'active';

  return (
    <section aria-labelledby="subscription-title" className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="subscription-title" className="text-xl font-bold text-title">
        {t('subscription.title')}
      </h2>
      {returned && ['sucesso', 'cancelada', 'pendente'].includes(returned) && (
        <p role="status" className="rounded-lg bg-light p-3 font-semibold text-dark">
          {t(`subscription.returned.${returned}`)}
        </p>
      )}
      {adding && (
        <p role="status" className="font-semibold text-dark">
          {t('subscription.needed')}
        </p>
      )}
      <p data-testid="subscription-status">
        {t(`subscription.${data.status}`, { plan: planName })}
        {data.status === 'active' &&
          ` ${t('subscription.usage', { used: data.dependents_used, limit: data.dependents_limit })}`}
      </p>
      <ul className="grid gap-3 sm:grid-cols-3">
        {data.plans.map((plan) => (
          <li key={plan.id} className="flex flex-col gap-2 rounded-lg border border-gray-200 p-4">
            <p className="text-lg font-bold">{plan.name}</p>
            <p className="text-subtitle">{t('subscription.dependents', { count: plan.dependents })}</p>
            <p className="font-semibold text-title">
              {t('subscription.price', { price: formatMoney(plan.monthly_price_cents) })}
            </p>
            {data.plan === plan.id && data.status === 'active' ? (
              <p className="font-semibold text-primary">{t('subscription.current')}</p>
            ) : (
              canSubscribe && (
                <button
                  type="button"
                  disabled={link.isPending}
                  onClick={() => link.mutate(plan.id)}
                  className={PRIMARY_BUTTON}
                >
                  {t('subscription.subscribe')}
                </button>
              )
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
