import { formatDateTime } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { LINK_BUTTON } from '../../components/ui/classes.ts';
import { serverText } from '../../i18n/vocabulary.ts';
import { useSession } from '../../lib/session.ts';
import { useHelpTicket } from './api/help-ticket.ts';
import { ReplyForm } from './components/reply-form.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import { TicketConversation } from './components/ticket-conversation.tsx';
import { HELP_CENTER_NAMESPACE } from './help-center-strings.ts';

/** .../ajuda/chamado/:ticketId: the ticket, its conversation and the message box (or the back office's answer form). */
export function TicketScreen({ base }: { base: string }) {
  const { t } = useTranslation(HELP_CENTER_NAMESPACE);
  const ticketId = useParams().ticketId ?? '';
  const details = useHelpTicket(ticketId);
  const userId = useSession()?.user.user_id;
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const backTo = typeof from === 'string' ? from : base;

  return (
    <section aria-labelledby="help-ticket-title" className="flex flex-col gap-4">
      <BackLink to={backTo}>{t('backToTickets')}</BackLink>
      <QueryState query={details} errorText={t('loadError')}>
        {({ ticket, comments, policies }) => {
          const answering = (policies.close || policies.reopen) && ticket.requester.id !== userId;
          return (
            <>
              <header className="flex flex-col gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-subtitle">{t('ticket.number', { number: ticket.number })}</span>
                  <StatusBadge status={ticket.status} />
                  <span className="text-subtitle">{serverText(ticket.subject.name)}</span>
                </div>
                <h1 id="help-ticket-title" className="type-title break-words text-title">
                  {ticket.title}
                </h1>
                <p className="text-sm text-subtitle">
                  {t('ticket.openedBy', {
                    name:
                      ticket.requester.id === userId
                        ? t('ticket.you')
                        : `${ticket.requester.name} (${t(`translation:roles.${ticket.requester.role}`)})`,
                    date: formatDateTime(ticket.created_at),
                  })}
                </p>
              </header>
              <div className="rounded-xl bg-white p-4">
                <h2 className="font-semibold text-title">{t('ticket.description')}</h2>
                <p className="whitespace-pre-wrap break-words text-title">{ticket.description}</p>
              </div>
              <h2 className="text-xl font-bold text-title">{t('ticket.conversation')}</h2>
              <TicketConversation comments={comments} />
              {ticket.status === 'closed' && !policies.comment && (
                <p role="status" className="rounded-xl bg-gray-100 p-4 text-title">
                  {t('ticket.closedNotice')}{' '}
                  <Link to={`${base}/novo`} className={LINK_BUTTON}>
                    {t('newTicket')}
                  </Link>
                </p>
              )}
              <ReplyForm key={ticket.id} ticketId={ticket.id} policies={policies} answering={answering} />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
