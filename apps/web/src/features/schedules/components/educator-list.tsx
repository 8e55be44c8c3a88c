import {
  SCHEDULE_STATUS_LABELS,
  SCHEDULE_TYPE_LABELS,
  SCHEDULE_TYPES,
  SCHEDULES_PER_PAGE,
  type ScheduleSummary,
} from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '../../../components/pager.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { INPUT, PRIMARY_BUTTON, ROW_ACTION } from '../../../components/ui/classes.ts';
import { useSchedules } from '../api/educator-schedules.ts';
import { SCHEDULES_NAMESPACE } from '../schedules-strings.ts';
import { formatWhen, StatusBadge, TypeBadge } from './schedule-labels.tsx';

function ScheduleCard({ item }: { item: ScheduleSummary }) {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <TypeBadge type={item.type} />
        <StatusBadge status={item.status} />
      </div>
      <h2 className="break-words font-semibold text-title">{item.title}</h2>
      <p className="text-sm text-gray-600">
        {[formatWhen(item), item.classrooms.map((c) => c.name).join(', ')].filter(Boolean).join(' · ')}
      </p>
      {item.status !== 3 && <p className="text-sm">{t('counts', item)}</p>}
      <div className="flex flex-wrap gap-2">
        <Link className={ROW_ACTION} to={item.id} aria-label={`${t('details')}: ${item.title}`}>
          {t('details')}
        </Link>
        {item.policies.edit && (
          <Link className={ROW_ACTION} to={`${item.id}/editar`} aria-label={`${t('edit')}: ${item.title}`}>
            {t('edit')}
          </Link>
        )}
      </div>
    </li>
  );
}

/** The educator's agenda items, filtered by status and type (all of them when none is chosen). */
export function EducatorList() {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const [status, setStatus] = useState('');
  const [type, setType] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useSchedules({ status, type, search, page: String(page) });
  /** A new filter starts again at the first page. */
  const refilter = (set: (value: string) => void, value: string) => {
    set(value);
    setPage(1);
  };
  return (
    <section className="flex flex-col gap-4" aria-labelledby="agenda-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="agenda-title" className="text-2xl font-bold text-title">
          {t('title')}
        </h1>
        <Link to="novo" className={PRIMARY_BUTTON}>
          {t('newItem')}
        </Link>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">{t('filters.label')}</legend>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{t('search')}</span>
          <input className={INPUT} value={search} onChange={(e) => refilter(setSearch, e.target.value)} />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{t('filters.status')}</span>
          <select className={INPUT} value={status} onChange={(e) => refilter(setStatus, e.target.value)}>
            <option value="">{t('filters.any')}</option>
            {[1, 3, 4, 5].map((code) => (
              <option key={code} value={code}>
                {SCHEDULE_STATUS_LABELS[code as 1]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{t('filters.type')}</span>
          <select className={INPUT} value={type} onChange={(e) => refilter(setType, e.target.value)}>
            <option value="">{t('filters.any')}</option>
            {SCHEDULE_TYPES.map((code) => (
              <option key={code} value={code}>
                {SCHEDULE_TYPE_LABELS[code]}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <QueryState query={query} errorText={t('loadError')}>
        {(data) =>
          data.schedules.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <>
              <ul className="grid gap-3 md:grid-cols-2">
                {data.schedules.map((item) => (
                  <ScheduleCard key={item.id} item={item} />
                ))}
              </ul>
              <Pager page={page} total={data.total} perPage={SCHEDULES_PER_PAGE} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
