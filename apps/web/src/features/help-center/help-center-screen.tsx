import { can } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { useSession } from '../../lib/session.ts';
import { NewTicketForm } from './components/new-ticket-form.tsx';
import { HELP_CENTER_NAMESPACE } from './help-center-strings.ts';
import { TicketLists } from './ticket-lists.tsx';
import { TicketScreen } from './ticket-screen.tsx';

/** The slug of the help center in every dashboard (reached from the header's 'Ajuda'). */
const HELP_CENTER_SLUG = 'ajuda';

function NewTicketScreen({ base }: { base: string }) {
  const { t } = useTranslation(HELP_CENTER_NAMESPACE);
  const navigate = useNavigate();
  return (
    <section aria-labelledby="help-new-title" className="flex flex-col gap-4">
      <BackLink to={base}>{t('backToTickets')}</BackLink>
      <h1 id="help-new-title" className="type-title text-title">
        {t('newTicket')}
      </h1>
      <NewTicketForm
        onCreated={(ticket) => navigate(`${base}/chamado/${ticket.id}`, { replace: true })}
        onCancel={() => navigate(base)}
      />
    </section>
  );
}

/**
 * /:business/<dashboard>/ajuda, for every role: the FAQ (faq flag) and the caller's tickets, a new
 * ticket, a ticket with its conversation. The back office (admin roles) opens on the platform's
 * queue, with its own tickets under 'Meus chamados'.
 */
export default function HelpCenterScreen() {
  // The dashboard's address is the path without the part after it (`ajuda/...`).
  const { pathname } = useLocation();
  const rest = useParams()['*'] ?? '';
  const base = `${pathname.slice(0, pathname.length - rest.length).replace(/\/?$/, '/')}${HELP_CENTER_SLUG}`;
  const role = useSession()?.user.role;
  const backOffice = role !== undefined && can(role, 'edit.helpTickets');
  return (
    <Routes>
      <Route path={HELP_CENTER_SLUG}>
        <Route index element={<TicketLists base={base} queue={backOffice} />} />
        <Route
          path="meus"
          element={backOffice ? <TicketLists base={base} queue={false} /> : <Navigate to={base} replace />}
        />
        <Route path="novo" element={<NewTicketScreen base={base} />} />
        <Route path="chamado/:ticketId" element={<TicketScreen base={base} />} />
        <Route path="*" element={<Navigate to={base} replace />} />
      </Route>
    </Routes>
  );
}
