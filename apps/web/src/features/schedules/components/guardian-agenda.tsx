import {
  GUARDIAN_SCHEDULE_STATUS_LABELS,
  SCHEDULE_TYPE_LABELS,
  SCHEDULE_TYPES,
  SCHEDULES_PER_PAGE,
} from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { useDependentChoices, useGuardianSchedules } from '../api/guardian-schedules.ts';
import { SCHEDULES_NAMESPACE } from '../schedules-strings.ts';
import { FeedLink } from './feed-link.tsx';
import { GuardianCalendar } from './guardian-calendar.tsx';
import { GuardianItemCard } from './guardian-item-card.tsx';

function GuardianList({ filters }: { filters: Record<string, string> }) {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const [page, setPage] = useState(1);
  const query = useGuardianSchedules({ ...filters, page: String(page) });
  return (
    <QueryState query={query} errorText={t('loadError')}>
      {(data) =>
        data.schedules.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <>
            <ul className="grid gap-2 md:grid-cols-2">
              {data.schedules.map((item) => (
                <GuardianItemCard key={item.id} item={item} />
              ))}
            </ul>
            <Pager page={page} total={data.total} perPage={SCHEDULES_PER_PAGE} onPage={setPage} />
          </>
        )
      }
    </QueryState>
  );
}

/** /:business/responsavel/agenda: the items sent to the guardian, per child, as a list or a month. */
export function GuardianAgenda() {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const [view, setView] = useState<'list' | 'calendar'>('list');
  const [status, setStatus] = useState('');
  const [type, setType] = useState('');
  const [favorites, setFavorites] = useState(false);
  const [child, setChild] = useState('');
  const dependents = useDependentChoices().data?.dependents ?? [];
  const filters = { status, type, student_id: child, favorite: favorites ? 'true' : '' };
  return (
    <section className="flex flex-col gap-4" aria-labelledby="agenda-title">
      <h1 id="agenda-title" className="text-2xl font-bold text-title">
        {t('title')}
      </h1>
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t('guardian.views')}</legend>
        {(['list', 'calendar'] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={view === mode}
            className={view === mode ? PRIMARY_BUTTON : SECONDARY_BUTTON}
            onClick={() => setView(mode)}
          >
            {t(`guardian.${mode}`)}
          </button>
        ))}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-4">
        <legend className="sr-only">{t('filters.label')}</legend>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{t('filters.status')}</span>
          <select className={INPUT} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('filters.any')}</option>
            {[1, 2, 3, 4, 5].map((code) => (
              <option key={code} value={code}>
                {GUARDIAN_SCHEDULE_STATUS_LABELS[code as 1]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{t('filters.type')}</span>
          <select className={INPUT} value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">{t('filters.any')}</option>
            {SCHEDULE_TYPES.map((code) => (
              <option key={code} value={code}>
                {SCHEDULE_TYPE_LABELS[code]}
              </option>
            ))}
          </select>
        </label>
        {dependents.length > 1 && (
          <label className="flex flex-col gap-1">
            <span className="text-sm font-semibold">{t('filters.child')}</span>
            <select className={INPUT} value={child} onChange={(e) => setChild(e.target.value)}>
              <option value="">{t('filters.any')}</option>
              {dependents.map((dependent) => (
                <option key={dependent.id} value={dependent.id}>
                  {dependent.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex min-h-8 items-center gap-2 self-end">
          <input type="checkbox" checked={favorites} onChange={(e) => setFavorites(e.target.checked)} />
          {t('filters.favorites')}
        </label>
      </fieldset>
      {view === 'list' ? (
        <GuardianList key={JSON.stringify(filters)} filters={filters} />
      ) : (
        <GuardianCalendar filters={filters} />
      )}
      <FeedLink />
    </section>
  );
}
