import {
  formatDate,
  formatNumber,
  LEDGER_EVENT_LABELS,
  STATEMENT_PAGE_SIZE,
  type Statement,
  type StatementQuery,
} from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { Pager } from '../../../components/pager.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { serverText } from '../../../i18n/vocabulary.ts';
import { useStatements } from '../api/statements.ts';
import { BANK_NAMESPACE } from '../bank-strings.ts';
import { NO_FILTERS, StatementFilters, type StatementFilterValues } from './statement-filters.tsx';

const toQuery = (filters: StatementFilterValues, page: number): StatementQuery => ({
  eventType: filters.eventType || undefined,
  year: filters.year ? Number(filters.year) : undefined,
  startDate: filters.startDate || undefined,
  endDate: filters.endDate || undefined,
  page,
});

/** A signed amount: '+10' in, '-5' out, coloured beyond the sign. */
export function SignedValue({ value }: { value: number }) {
  return (
    <span className={`font-semibold ${value > 0 ? 'text-green-800' : 'text-red-700'}`}>
      {value > 0 ? `+${formatNumber(value)}` : formatNumber(value)}
    </span>
  );
}

/** 'Extrato': the user's movements, newest first, ten a page, filtered by type, year and period. */
export function StatementSection() {
  const { t } = useTranslation(BANK_NAMESPACE);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const statements = useStatements(toQuery(filters, page));

  const columns: Column<Statement>[] = [
    { key: 'date', header: t('statement.date'), cell: (line) => formatDate(line.date) },
    { key: 'event', header: t('statement.event'), place: 'title', cell: (line) => line.event },
    { key: 'type', header: t('statement.type'), cell: (line) => serverText(LEDGER_EVENT_LABELS[line.eventType]) },
    { key: 'value', header: t('statement.value'), cell: (line) => <SignedValue value={line.value} /> },
  ];

  return (
    <section
      aria-labelledby="bank-statement"
      className="flex min-w-0 flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="bank-statement" className="text-xl font-bold text-title">
        {t('statement.title')}
      </h2>
      <StatementFilters
        applied={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <QueryState query={statements}>
        {(answer) => (
          <div className="flex flex-col gap-3" aria-busy={statements.isPlaceholderData || undefined}>
            <p role="status" className="text-sm text-subtitle">
              {t('statement.total', { count: answer.totalStatements })}
            </p>
            <DataTable
              caption={t('statement.caption')}
              columns={columns}
              rows={answer.statements}
              rowKey={(line) => line.id}
              emptyText={t('statement.empty')}
            />
            <Pager page={page} total={answer.totalStatements} perPage={STATEMENT_PAGE_SIZE} onPage={setPage} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
