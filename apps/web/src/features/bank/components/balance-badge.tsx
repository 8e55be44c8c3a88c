import { formatNumber, type SessionUser } from '@ava/contracts';
import { useQueryClient } from '@tanstack/react-query';
import Coins from 'lucide-react/icons/coins';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePlatform } from '../../../lib/platform.ts';
import { scoreBalanceOptions, useScoreBalance } from '../../../lib/pokz-balance.ts';
import { useBalanceArrivals } from '../balance-arrivals.ts';
import { BANK_NAMESPACE } from '../bank-strings.ts';
import { themeCurrency } from '../currency.ts';

/** The header's balance, compact, opening the dashboard's bank; pokz that arrive are toasted from here. */
export default function BalanceBadge({
  user,
  bankPath,
}: {
  user: Pick<SessionUser, 'user_id' | 'role'>;
  bankPath: string;
}) {
  const { t } = useTranslation(BANK_NAMESPACE);
  const { theme } = usePlatform();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const { data, dataUpdatedAt } = useScoreBalance();
  const currency = data?.currency ?? themeCurrency(user.role, theme);
  useBalanceArrivals(user.user_id, data?.balance, dataUpdatedAt, currency);

  // Another screen (a graded activity opened) reads a balance that is no longer fresh again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs because the route changed.
  useEffect(() => {
    void client.prefetchQuery(scoreBalanceOptions());
  }, [pathname, client]);

  if (!data) return null;
  const value = formatNumber(data.balance);
  return (
    <Link
      to={bankPath}
      aria-label={t('badge', { value, currency })}
      className="flex shrink-0 items-center gap-1.5 rounded-full bg-on-menu/15 px-3 py-1.5 font-semibold hover:bg-on-menu/25"
    >
      <Coins className="size-5 shrink-0" aria-hidden="true" />
      <span>{value}</span>
      <span className="hidden sm:inline">{currency}</span>
    </Link>
  );
}
