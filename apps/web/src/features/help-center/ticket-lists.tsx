import { can, HELP_TICKETS_PAGE_SIZE, type HelpTicketStatus } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pager } from '../../components/pager.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { PRIMARY_BUTTON } from '../../components/ui/classes.ts';
import { usePlatform } from '../../lib/platform.ts';
import { useSession } from '../../lib/session.ts';
import { type TicketFilters, useHelpTickets } from './api/help-tickets.ts';
import { Faq } from './components/faq.tsx';
import { TicketFiltersBar } from './components/ticket-filters.tsx';
import { TicketList } from './components/ticket-list.tsx';
import { HELP_CENTER_NAMESPACE } from './help-center-strings.ts';

/** The filters live in the address, so the way back from a ticket keeps them. */
function useFilters(): [TicketFilters, (changes: TicketFilters) => void] {
  const [params, setParams] = useSearchParams();
  const subject = Number(params.get('assunto'));
  const filters: TicketFilters = {
    status: (params.get('situacao') as HelpTicketStatus | null) ?? undefined,
    subject_id: Number.isInteger(subject) && subject > 0 ? subject : undefined,
    search: params.get('busca') ?? undefined,
    page: Math.max(1, Number(params.get('pagina')) || 1),
  };
  const change = (changes: TicketFilters) => {
    const next = { ...filters, page: 1, ...changes };
    const entries: [string, string | number | undefined][] = [
      ['situacao', next.status],
      ['assunto', next.subject_id],
      ['busca', next.search],
      ['pagina', next.page === 1 ? undefined : next.page],
    ];
    setParams(
      Object.fromEntries(
        entries
          .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
          .map(([key, value]) => [key, String(value)]),
      ),
      { replace: true },
    );
  };
  return [filters, change];
}

/**
 * The help center's lists: the caller's own tickets (`queue` false), or the back office's queue
 * of every ticket of the platform. The back office sees both as tabs.
 */
export function TicketLists({ base, queue }: { base: string; queue: boolean }) {
  const { t } = useTranslation(HELP_CENTER_NAMESPACE);
  const { theme } = usePlatform();
  const role = useSession()?.user.role;
  const backOffice = role !== undefined && can(role, 'edit.helpTickets');
  const [filters, change] = useFilters();
  const tickets = useHelpTickets({ ...filters, scope: queue ? 'platform' : 'mine' });
  const filtered = Boolean(filters.status || filters.subject_id || filters.search);

  return (
    <section aria-labelledby="help-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h1 id="help-title" className="type-title text-title">
            {t('title')}
          </h1>
          <p className="text-subtitle">{t('intro')}</p>
        </div>
        <Link to={`${base}/novo`} className={PRIMARY_BUTTON}>
          {t('newTicket')}
        </Link>
      </div>
      {!queue && theme.features.faq && <Faq />}
      {backOffice && (
        <nav aria-label={t('tabs.label')} className="flex gap-2 border-b border-gray-200">
          {[
            { to: base, label: t('tabs.queue'), current: queue },
            { to: `${base}/meus`, label: t('tabs.mine'), current: !queue },
          ].map((tab) => (
            <Link
              key={tab.to}
              to={tab.to}
              aria-current={tab.current ? 'page' : undefined}
              className={`-mb-px border-b-2 px-3 py-2 font-semibold ${tab.current ? 'border-primary text-primary' : 'border-transparent text-subtitle hover:text-title'}`}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
      )}
      {!backOffice && <h2 className="text-xl font-bold text-title">{t('tabs.mine')}</h2>}
      <TicketFiltersBar filters={filters} onChange={change} queue={queue} />
      <QueryState query={tickets} errorText={t('loadError')}>
        {(page) => (
          <>
            <TicketList
              tickets={page.tickets}
              base={base}
              showRequester={queue}
              empty={t(filtered ? 'emptyFiltered' : 'empty')}
            />
            <Pager
              page={page.page}
              total={page.total}
              perPage={HELP_TICKETS_PAGE_SIZE}
              onPage={(next) => change({ page: next })}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
