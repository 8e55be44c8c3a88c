import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { usePaymentLink, useSubscription } from '../api/subscription.ts';
import { GUARDIANS_NAMESPACE } from '../guardians-strings.ts';

/** The plan: its status, how many dependents it allows, and the plans on offer with their payment links. */
export function SubscriptionPanel({ returned }: { returned: string | null }) {
  const { t } = useTranslation(GUARDIANS_NAMESPACE);
  const { data } = useSubscription();
  const link = usePaymentLink();
  if (!data) return null;
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
