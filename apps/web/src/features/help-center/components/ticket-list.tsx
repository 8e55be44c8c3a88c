import { formatDateTime, type HelpTicket } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { serverText } from '../../../i18n/vocabulary.ts';
import { HELP_CENTER_NAMESPACE } from '../help-center-strings.ts';
import { StatusBadge } from './status-badge.tsx';

interface Props {
  tickets: readonly HelpTicket[];
  /** Where a ticket opens: `${base}/chamado/{id}`. */
  base: string;
  /** The back office's queue names who asked. */
  showRequester: boolean;
  empty: string;
}

/** Tickets as cards, one under the other: the same at 390 px and at 1280 px. */
export function TicketList({ tickets, base, showRequester, empty }: Props) {
  const { t } = useTranslation(HELP_CENTER_NAMESPACE);
  const { pathname, search } = useLocation();
  if (tickets.length === 0) return <p className="rounded-xl bg-white p-6 text-subtitle">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <Link
            to={`${base}/chamado/${ticket.id}`}
            state={{ from: `${pathname}${search}` }}
            className="flex flex-col gap-1 rounded-xl bg-white p-4 shadow-sm hover:ring-2 hover:ring-primary"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-subtitle">{t('ticket.number', { number: ticket.number })}</span>
              <StatusBadge status={ticket.status} />
              <span className="text-sm text-subtitle">{serverText(ticket.subject.name)}</span>
            </div>
            <p className="break-words font-semibold text-title">{ticket.title}</p>
            <p className="text-sm text-subtitle">
              {showRequester && `${ticket.requester.name} · ${t(`translation:roles.${ticket.requester.role}`)} · `}
              {t('ticket.updated', { date: formatDateTime(ticket.updated_at) })} ·{' '}
              {t('ticket.messages', { count: ticket.comments_count })}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
