import { type AccessLogPage, AUDITED_READ_LABELS, formatDateTime } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/data-table/data-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { LINK_BUTTON } from '../../components/ui/classes.ts';
import { serverText } from '../../i18n/vocabulary.ts';
import { useAccessLog } from './api/privacy-api.ts';
import { PRIVACY_NAMESPACE } from './privacy-strings.ts';

type Entry = AccessLogPage['entries'][number];

/** 'Acessos a dados de alunos': the school administration's read of the access log, newest first. */
export default function AccessLogScreen() {
  const { t } = useTranslation(PRIVACY_NAMESPACE);
  const { t: tr } = useTranslation();
  const [student, setStudent] = useState<{ id: string; name: string } | null>(null);
  const [page, setPage] = useState(1);
  const log = useAccessLog(student?.id ?? null, page);
  const choose = (next: { id: string; name: string } | null) => {
    setStudent(next);
    setPage(1);
  };
  const columns: Column<Entry>[] = [
    { key: 'at', header: t('log.at'), cell: (entry) => formatDateTime(entry.at), place: 'title' },
    {
      key: 'student',
      header: t('log.student'),
      cell: (entry) =>
        student ? (
          entry.student.name
        ) : (
          <button
            type="button"
            className={LINK_BUTTON}
            aria-label={t('log.filterBy', { name: entry.student.name })}
            onClick={() => choose(entry.student)}
          >
            {entry.student.name}
          </button>
        ),
    },
    {
      key: 'reader',
      header: t('log.reader'),
      cell: (entry) => `${entry.reader.name} (${tr(`roles.${entry.reader.role}`)})`,
    },
    { key: 'what', header: t('log.what'), cell: (entry) => serverText(AUDITED_READ_LABELS[entry.what]) },
    {
      key: 'from',
      header: t('log.from'),
      cell: (entry) => [entry.ip, entry.user_agent].filter(Boolean).join(' · '),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-title">{t('log.title')}</h1>
        <p className="text-subtitle">{t('log.intro')}</p>
      </header>
      {student && (
        <p className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-3">
          <span className="font-semibold text-title">{t('log.onlyStudent', { name: student.name })}</span>
          <button type="button" className={LINK_BUTTON} onClick={() => choose(null)}>
            {t('log.everyStudent')}
          </button>
        </p>
      )}
      <QueryState query={log} errorText={t('log.loadError')}>
        {(found) => (
          <>
            <DataTable
              caption={t('log.caption')}
              columns={columns}
              rows={found.entries}
              rowKey={(entry) => entry.id}
              emptyText={t('log.empty')}
            />
            <Pager page={found.page} total={found.total} perPage={found.per_page} onPage={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}
