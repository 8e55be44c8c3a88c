import { can, formatNumber } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton.tsx';
import { usePlatform } from '../../lib/platform.ts';
import { useScoreBalance } from '../../lib/pokz-balance.ts';
import { useSession } from '../../lib/session.ts';
import { BANK_NAMESPACE } from './bank-strings.ts';
import { InvestmentsSection } from './components/investments-section.tsx';
import { SocialMediaSection } from './components/social-media-section.tsx';
import { StatementSection } from './components/statement-section.tsx';
import { TransferSection } from './components/transfer-section.tsx';
import { themeCurrency } from './currency.ts';

interface Props {
  /** A guardian's session as the student: the bank is seen, nothing is moved. */
  readOnly?: boolean;
}

/**
 * 'Banco' (document 1 section 2, progresso/banco; document 3 section 7): the balance in the
 * platform's name for the user's currency (pokz for students, Profz for educators), the statement,
 * investments and, for students, transfers to classmates and the social networks' reward.
 */
export function BankScreen({ readOnly = false }: Props) {
  const { t } = useTranslation(BANK_NAMESPACE);
  const { theme } = usePlatform();
  const session = useSession();
  const balance = useScoreBalance();
  if (!session) return null;
  const { role, user_id: userId } = session.user;
  const currency = balance.data?.currency ?? themeCurrency(role, theme);
  const moves = can(role, 'edit.pokz') && !readOnly;
  const social = moves && theme.configs.social_media_pokz === true && Object.keys(theme.links).length > 0;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="type-title text-title">{t('title')}</h1>
      {readOnly && <p className="rounded-lg bg-amber-50 p-4 text-amber-900">{t('readOnly')}</p>}
      <section
        aria-label={t('balance')}
        className="flex flex-wrap items-end gap-x-6 gap-y-2 rounded-xl bg-white p-4 shadow-sm sm:p-6"
      >
        {balance.data ? (
          <>
            <p className="flex flex-col">
              <span className="font-semibold text-subtitle">{t('balance')}</span>
              <span className="text-4xl font-bold text-title">
                {formatNumber(balance.data.balance)} {currency}
              </span>
            </p>
            <p className="text-subtitle">{t('earned', { value: formatNumber(balance.data.score), currency })}</p>
          </>
        ) : (
          <Skeleton rows={2} className="w-full" />
        )}
      </section>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <StatementSection />
        <div className="flex min-w-0 flex-col gap-6">
          <InvestmentsSection currency={currency} balance={balance.data?.balance} readOnly={readOnly} />
          {moves && theme.features.transferPokz && (
            <TransferSection currency={currency} balance={balance.data?.balance} />
          )}
          {social && <SocialMediaSection userId={userId} currency={currency} links={theme.links} />}
        </div>
      </div>
    </div>
  );
}

export default BankScreen;
