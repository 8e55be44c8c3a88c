import { formatDate, formatNumber, type Investment, LEDGER_MESSAGES } from '@ava/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/inputs/text-input.tsx';
import { StatusModal } from '../../../components/overlays/status-modal.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { parseAmount } from '../amount.ts';
import { useInvest, useInvestments, useRedeem } from '../api/investments.ts';
import { BANK_NAMESPACE } from '../bank-strings.ts';
import { type Outcome, OutcomeMessage } from './outcome.tsx';

interface Props {
  currency: string;
  /** What the wallet holds, to refuse more before asking the server. */
  balance: number | undefined;
  /** A guardian's session as the student: seen, not moved. */
  readOnly: boolean;
}

function InvestForm({ currency, balance }: Pick<Props, 'currency' | 'balance'>) {
  const { t } = useTranslation(BANK_NAMESPACE);
  const invest = useInvest();
  const key = useIdempotencyKey();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const parsed = parseAmount(typed);
    const problem =
      'error' in parsed
        ? parsed.error
        : balance !== undefined && parsed.amount > balance
          ? LEDGER_MESSAGES.insufficientBalance
          : null;
    setInvalid(problem);
    if (problem || 'error' in parsed) return;
    try {
      await invest.mutateAsync({ amount: parsed.amount, key: key.keyFor(parsed) });
      key.done();
      setTyped('');
      setOutcome({ ok: true, text: t('investments.invested', { value: formatNumber(parsed.amount), currency }) });
    } catch (failure) {
      // The same amount sent again is the same action, with the same key: done once at most.
      setOutcome({ ok: false, text: (failure as Error).message });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <div className="flex flex-wrap items-start gap-2">
        <TextInput
          label={t('amount')}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={invalid ?? undefined}
          className="w-40"
        />
        <button type="submit" disabled={invest.isPending} className={`${PRIMARY_BUTTON} mt-7`}>
          {t('investments.invest')}
        </button>
      </div>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}

/** One investment: what was put in and when, the days and yield so far, what it is worth; 'Resgatar'. */
function InvestmentItem({
  investment,
  currency,
  onRedeem,
}: {
  investment: Investment;
  currency: string;
  onRedeem?: () => void;
}) {
  const { t } = useTranslation(BANK_NAMESPACE);
  const principal = formatNumber(investment.principal);
  const date = formatDate(investment.invested_at);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 p-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-title">{t('investments.item', { value: principal, currency, date })}</p>
        <p className="text-sm text-subtitle">
          {t('investments.days', { count: investment.days, yield: formatNumber(investment.yield), currency })}
        </p>
        <p className="text-sm font-semibold">
          {investment.redeemed_at
            ? t('investments.redeemed', {
                date: formatDate(investment.redeemed_at),
                value: formatNumber(investment.value),
                currency,
              })
            : t('investments.worth', { value: formatNumber(investment.value), currency })}
        </p>
      </div>
      {onRedeem && (
        <button
          type="button"
          className={SECONDARY_BUTTON}
          onClick={onRedeem}
          aria-label={t('investments.redeemLabel', { value: principal, currency, date })}
        >
          {t('investments.redeem')}
        </button>
      )}
    </li>
  );
}

/** 'Investimentos': the platform's daily rate, investing an amount, each investment and redeeming it. */
export function InvestmentsSection({ currency, balance, readOnly }: Props) {
  const { t } = useTranslation(BANK_NAMESPACE);
  const investments = useInvestments();
  const redeem = useRedeem();
  const [redeeming, setRedeeming] = useState<Investment | null>(null);

  return (
    <section
      aria-labelledby="bank-investments"
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="bank-investments" className="text-xl font-bold text-title">
        {t('investments.title')}
      </h2>
      <QueryState query={investments}>
        {(answer) => {
          const open = answer.investments.filter((investment) => !investment.redeemed_at);
          const redeemed = answer.investments.filter((investment) => investment.redeemed_at);
          return (
            <>
              <p>
                {t('investments.rate', {
                  currency,
                  rate: formatNumber(answer.daily_rate * 100),
                  days: answer.max_yield_days,
                })}
              </p>
              {!readOnly && <InvestForm currency={currency} balance={balance} />}
              {answer.investments.length === 0 ? (
                <p className="text-subtitle">{t('investments.empty')}</p>
              ) : (
                <p className="font-semibold">
                  {t('investments.totals', {
                    invested: formatNumber(answer.invested),
                    yield: formatNumber(answer.yield),
                    currency,
                  })}
                </p>
              )}
              {open.length > 0 && (
                <>
                  <h3 className="font-bold text-title">{t('investments.open')}</h3>
                  <ul className="flex flex-col gap-2">
                    {open.map((investment) => (
                      <InvestmentItem
                        key={investment.id}
                        investment={investment}
                        currency={currency}
                        onRedeem={readOnly ? undefined : () => setRedeeming(investment)}
                      />
                    ))}
                  </ul>
                </>
              )}
              {redeemed.length > 0 && (
                <>
                  <h3 className="font-bold text-title">{t('investments.redeemedList')}</h3>
                  <ul className="flex flex-col gap-2">
                    {redeemed.map((investment) => (
                      <InvestmentItem key={investment.id} investment={investment} currency={currency} />
                    ))}
                  </ul>
                </>
              )}
            </>
          );
        }}
      </QueryState>
      <StatusModal
        open={redeeming !== null}
        onOpenChange={(open) => !open && setRedeeming(null)}
        title={t('investments.redeemTitle')}
        message={
          redeeming
            ? t('investments.redeemMessage', {
                value: formatNumber(redeeming.value),
                principal: formatNumber(redeeming.principal),
                yield: formatNumber(redeeming.yield),
                currency,
              })
            : ''
        }
        cancelLabel={t('cancel')}
        confirmLabel={t('investments.redeem')}
        busy={redeem.isPending}
        onConfirm={() => redeeming && redeem.mutate(redeeming.id, { onSettled: () => setRedeeming(null) })}
      />
    </section>
  );
}
