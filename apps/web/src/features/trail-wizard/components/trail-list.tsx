import { type ExamStatus, TRAIL_STATUS_LABELS, type TrailSearchResult } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/skeleton.tsx';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import type { TrailListScope } from '../api/trail-keys.ts';
import { useTrailFilters, useTrailSearch } from '../api/trail-queries.ts';
import { TRAIL_WIZARD_NAMESPACE } from '../trail-wizard-strings.ts';
import { TrailMarks } from './trail-marks.tsx';

const PER_PAGE = 20;
const SCOPES: TrailListScope[] = ['complete', 'network', 'published'];

function TrailCard({ trail }: { trail: TrailSearchResult }) {
  const { t } = useTranslation(TRAIL_WIZARD_NAMESPACE);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="break-words font-semibold text-title">{trail.title}</h2>
        <span className="rounded bg-light px-2 py-0.5 text-sm">{TRAIL_STATUS_LABELS[trail.status as ExamStatus]}</span>
      </div>
      <p className="text-sm text-gray-600">
        {t('steps', { count: trail.total_steps })} · {t('by', { name: trail.author.name })}
      </p>
      {trail.keywords.length > 0 && <p className="text-sm">{trail.keywords.join(', ')}</p>}
      <div className="flex flex-wrap items-center gap-3">
        {trail.is_author && (
          <Link
            className={SECONDARY_BUTTON}
            to={`${trail.external_id}/editar`}
            aria-label={`${t('edit')}: ${trail.title}`}
          >
            {t('edit')}
          </Link>
        )}
        <TrailMarks trail={trail} />
      </div>
    </li>
  );
}

/** 'Trilhas': the educator's trails and the platform's published ones, with filters and paging. */
export function TrailList() {
  const { t } = useTranslation(TRAIL_WIZARD_NAMESPACE);
  const filters = useTrailFilters();
  const [scope, setScope] = useState<TrailListScope>('complete');
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  const [grade, setGrade] = useState('');
  const [status, setStatus] = useState('');
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const [page, setPage] = useState(1);
  const query = useTrailSearch(scope, {
    search,
    keywords: keyword ? [keyword] : undefined,
    grade_ids: grade ? [Number(grade)] : undefined,
    status: status ? [Number(status)] : undefined,
    favorites_only: favoritesOnly || undefined,
    favorites_first: true,
    page,
    per_page: PER_PAGE,
  });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PER_PAGE));
  /** Every filter change goes back to the first page. */
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <section className="flex flex-col gap-4" aria-labelledby="trails-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="trails-title" className="text-2xl font-bold text-title">
          {t('title')}
        </h1>
        <Link className={PRIMARY_BUTTON} to="nova">
          {t('newTrail')}
        </Link>
      </div>
      <div role="tablist" aria-label={t('scopes.label')} className="flex flex-wrap gap-2">
        {SCOPES.map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            aria-selected={scope === candidate}
            className={scope === candidate ? PRIMARY_BUTTON : SECONDARY_BUTTON}
            onClick={() => filtered(setScope)(candidate)}
          >
            {t(`scopes.${candidate}`)}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{t('search')}</span>
          <input
            className={INPUT}
            type="search"
            value={search}
            onChange={(event) => filtered(setSearch)(event.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{t('filters.keyword')}</span>
          <select className={INPUT} value={keyword} onChange={(event) => filtered(setKeyword)(event.target.value)}>
            <option value="">{t('filters.any')}</option>
            {(filters.data?.keywords ?? []).map((word) => (
              <option key={word} value={word}>
                {word}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{t('filters.grade')}</span>
          <select className={INPUT} value={grade} onChange={(event) => filtered(setGrade)(event.target.value)}>
            <option value="">{t('filters.any')}</option>
            {(filters.data?.grades ?? []).map((option) => (
              <option key={option.id} value={option.id}>
                {serverText(option.name)}
              </option>
            ))}
          </select>
        </label>
        {scope === 'complete' && (
          <label className="flex flex-col gap-1">
            <span className="text-sm font-semibold">{t('filters.status')}</span>
            <select className={INPUT} value={status} onChange={(event) => filtered(setStatus)(event.target.value)}>
              <option value="">{t('filters.any')}</option>
              {(filters.data?.statuses ?? []).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={favoritesOnly}
          onChange={(event) => filtered(setFavoritesOnly)(event.target.checked)}
        />
        {t('filters.favoritesOnly')}
      </label>
      {query.isPending && <Skeleton rows={4} />}
      {query.isError && <p role="alert">{t('loadError')}</p>}
      {query.data && query.data.results.length === 0 && <p>{t('empty')}</p>}
      <ul className="flex flex-col gap-3">
        {query.data?.results.map((trail) => (
          <TrailCard key={trail.id} trail={trail} />
        ))}
      </ul>
      {pages > 1 && (
        <nav className="flex items-center gap-3" aria-label={t('page', { page, pages })}>
          <button type="button" className={SECONDARY_BUTTON} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </button>
          <span>{t('page', { page, pages })}</span>
          <button type="button" className={SECONDARY_BUTTON} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next')}
          </button>
        </nav>
      )}
    </section>
  );
}
