import { formatDateTime, formatNumber, STATEMENT_PAGE_SIZE, TRANSFER_DAILY_LIMIT, type Transfer } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { Pager } from '../../../components/pager.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { usePlatform } from '../../../lib/platform.ts';
import { useClassroomTransfers } from '../api/transfers.ts';
import { BANK_NAMESPACE } from '../bank-strings.ts';

/**
 * A classroom's pokz transfers for its educators (the transfers' safety rule: every transfer is
 * seen by the classroom's teachers), newest first, ten a page. Shown where the platform allows them.
 */
export function ClassroomTransfers({ classroomId }: { classroomId: string }) {
  const { theme } = usePlatform();
  return theme.features.transferPokz ? (
    <TransfersList classroomId={classroomId} currency={theme.currency.student} />
  ) : null;
}

function TransfersList({ classroomId, currency }: { classroomId: string; currency: string }) {
  const { t } = useTranslation(BANK_NAMESPACE);
  const [page, setPage] = useState(1);
  const transfers = useClassroomTransfers(classroomId, page);

  const columns: Column<Transfer>[] = [
    { key: 'date', header: t('classroom.date'), cell: (row) => formatDateTime(row.date) },
    { key: 'sender', header: t('classroom.sender'), place: 'title', cell: (row) => row.sender.name },
    { key: 'receiver', header: t('classroom.receiver'), cell: (row) => row.receiver.name },
    { key: 'amount', header: t('classroom.amount'), cell: (row) => `${formatNumber(row.amount)} ${currency}` },
  ];
  return (
    <section aria-labelledby="classroom-transfers" className="flex flex-col gap-3">
      <h2 id="classroom-transfers" className="text-xl font-bold text-title">
        {t('classroom.title', { currency })}
      </h2>
      <p className="text-subtitle">{t('classroom.hint', { limit: formatNumber(TRANSFER_DAILY_LIMIT), currency })}</p>
      <QueryState query={transfers}>
        {(answer) => (
          <>
            <DataTable
              caption={t('classroom.caption', { currency })}
              columns={columns}
              rows={answer.transfers}
              rowKey={(row) => row.id}
              emptyText={t('classroom.empty')}
            />
            <Pager page={page} total={answer.total} perPage={STATEMENT_PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
