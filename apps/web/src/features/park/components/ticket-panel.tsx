import type { ParkStatementResponse } from '@ava/contracts';
import Ticket from 'lucide-react/icons/ticket';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { useBuyTicket } from '../api/park-spends.ts';
import { PARK_NAMESPACE } from '../park-strings.ts';

/** Today's ticket: buy it (its price shown), then enter with it (the check-in). */
export function TicketPanel({ statement, onEnter }: { statement: ParkStatementResponse; onEnter: () => void }) {
  const { t } = useTranslation(PARK_NAMESPACE);
  const buy = useBuyTicket();
  const idempotency = useIdempotencyKey();
  const price = t('credits', { count: statement.ticket_price });
  const short = statement.credits < statement.ticket_price;
  return (
    <section aria-labelledby="park-ticket" className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="park-ticket" className="flex items-center gap-2 text-xl font-bold text-title">
        <Ticket className="size-6 shrink-0 text-primary" aria-hidden="true" />
        {t('ticketTitle')}
      </h2>
      {statement.ticket ? (
        <button type="button" className={`${PRIMARY_BUTTON} self-start`} onClick={onEnter}>
          {t('enter')}
        </button>
      ) : (
        <>
          <p className="text-subtitle">{t('ticketPrice', { price })}</p>
          {short && <p className="font-semibold text-red-700">{t('noCredits')}</p>}
          {buy.error && (
            <p role="alert" className="text-red-700">
              {buy.error.message}
            </p>
          )}
          <button
            type="button"
            className={`${PRIMARY_BUTTON} self-start`}
            disabled={short || buy.isPending}
            onClick={() => {
              const request = { price: statement.ticket_price };
              buy.mutate({ ...request, key: idempotency.keyFor(request) }, { onSuccess: onEnter });
            }}
          >
            {t('buyTicket')}
          </button>
        </>
      )}
    </section>
  );
}
