import { formatNumber, LEDGER_MESSAGES, type TransferInfoResponse, transferBodySchema } from '@ava/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/inputs/text-input.tsx';
import { StatusModal } from '../../../components/overlays/status-modal.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { INPUT, LINK_BUTTON, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { parseAmount } from '../amount.ts';
import { useTransfer, useTransferInfo } from '../api/transfers.ts';
import { BANK_NAMESPACE } from '../bank-strings.ts';
import { type Outcome, OutcomeMessage } from './outcome.tsx';
import { TransferPasswordForm } from './transfer-password-form.tsx';

type Field = 'receiver' | 'amount' | 'password';

interface FormProps {
  info: TransferInfoResponse;
  currency: string;
  balance: number | undefined;
}

/** To a classmate: who, how much and the transfer password; confirmed before it goes. */
function TransferForm({ info, currency, balance }: FormProps) {
  const { t } = useTranslation(BANK_NAMESPACE);
  const id = useId();
  const transfer = useTransfer();
  const key = useIdempotencyKey();
  const [receiver, setReceiver] = useState('');
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [confirming, setConfirming] = useState<{ amount: number; name: string } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  function check(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const parsed = parseAmount(typed);
    const format = transferBodySchema.shape.transfer_password.safeParse(password);
    const amountProblem =
      'error' in parsed
        ? parsed.error
        : balance !== undefined && parsed.amount > balance
          ? LEDGER_MESSAGES.insufficientBalance
          : parsed.amount > info.remainingToday
            ? LEDGER_MESSAGES.transferDailyLimit
            : undefined;
    const found = {
      receiver: receiver ? undefined : t('transfer.chooseError'),
      amount: amountProblem,
      password: format.success ? undefined : format.error.issues[0]?.message,
    };
    setErrors(found);
    const name = info.classmates.find((classmate) => classmate.id === receiver)?.name;
    if (Object.values(found).some(Boolean) || 'error' in parsed || !name) return;
    setConfirming({ amount: parsed.amount, name });
  }

  async function send(amount: number, name: string) {
    // The password is no part of the action: typed again after a failure, the same transfer is retried.
    const request = { receiver_id: receiver, amount };
    try {
      await transfer.mutateAsync({ body: { ...request, transfer_password: password }, key: key.keyFor(request) });
      key.done();
      setTyped('');
      setPassword('');
      setOutcome({ ok: true, text: t('transfer.done', { value: formatNumber(amount), currency, name }) });
    } catch (failure) {
      setOutcome({ ok: false, text: (failure as Error).message });
    } finally {
      setConfirming(null);
    }
  }

  return (
    <>
      <form onSubmit={check} noValidate className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-receiver`} className="font-semibold text-title">
            {t('transfer.classmate')}
          </label>
          <select
            id={`${id}-receiver`}
            value={receiver}
            onChange={(event) => setReceiver(event.target.value)}
            aria-invalid={errors.receiver ? true : undefined}
            aria-describedby={errors.receiver ? `${id}-receiver-error` : undefined}
            className={INPUT}
          >
            <option value="">{t('transfer.choose')}</option>
            {info.classmates.map((classmate) => (
              <option key={classmate.id} value={classmate.id}>
                {classmate.name}
              </option>
            ))}
          </select>
          {errors.receiver && (
            <p id={`${id}-receiver-error`} className="text-sm text-red-700">
              {errors.receiver}
            </p>
          )}
        </div>
        <TextInput
          label={t('amount')}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={errors.amount}
        />
        <TextInput
          label={t('transfer.password')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <OutcomeMessage outcome={outcome} />
        <button type="submit" disabled={transfer.isPending} className={`${PRIMARY_BUTTON} self-start`}>
          {t('transfer.send')}
        </button>
      </form>
      <StatusModal
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('transfer.confirmTitle')}
        message={
          confirming
            ? t('transfer.confirmMessage', { value: formatNumber(confirming.amount), currency, name: confirming.name })
            : ''
        }
        cancelLabel={t('cancel')}
        confirmLabel={t('transfer.send')}
        busy={transfer.isPending}
        onConfirm={() => confirming && send(confirming.amount, confirming.name)}
      />
    </>
  );
}

/**
 * 'Transferir pokz' (the transferPokz flag): the day's limit, the transfer password first if the
 * student has none (or to change it), then the transfer to a classmate.
 */
export function TransferSection({ currency, balance }: Omit<FormProps, 'info'>) {
  const { t } = useTranslation(BANK_NAMESPACE);
  const info = useTransferInfo();
  const [changingPassword, setChangingPassword] = useState(false);
  const [saved, setSaved] = useState(false);

  return (
    <section aria-labelledby="bank-transfer" className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="bank-transfer" className="text-xl font-bold text-title">
        {t('transfer.title', { currency })}
      </h2>
      <QueryState query={info}>
        {(answer) => {
          const askPassword = !answer.has_transfer_password || changingPassword;
          return (
            <>
              <p>
                {t('transfer.limit', {
                  limit: formatNumber(answer.daily_limit),
                  remaining: formatNumber(answer.remainingToday),
                  currency,
                })}
              </p>
              <p role="status" className="text-green-800">
                {saved && !askPassword ? t('password.saved') : ''}
              </p>
              {askPassword ? (
                <TransferPasswordForm
                  creating={!answer.has_transfer_password}
                  onSaved={() => {
                    setSaved(true);
                    setChangingPassword(false);
                  }}
                  onCancel={answer.has_transfer_password ? () => setChangingPassword(false) : undefined}
                />
              ) : answer.classmates.length === 0 ? (
                <p className="text-subtitle">{t('transfer.noClassmates')}</p>
              ) : (
                <TransferForm info={answer} currency={currency} balance={balance} />
              )}
              {!askPassword && (
                <button
                  type="button"
                  className={`${LINK_BUTTON} self-start`}
                  onClick={() => {
                    setSaved(false);
                    setChangingPassword(true);
                  }}
                >
                  {t('transfer.changePassword')}
                </button>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
