import { EXAM_STATUS_LABELS, type ExamSearchResult, type ExamStatus } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/skeleton.tsx';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import type { ExamListScope } from '../api/exam-builder-keys.ts';
import { useExamSearch } from '../api/exam-search.ts';
import { EXAM_WIZARD_NAMESPACE } from '../exam-wizard-strings.ts';
import { ExamMarks } from './exam-marks.tsx';

const PER_PAGE = 20;
const SCOPES: ExamListScope[] = ['complete', 'network', 'published'];

function ExamCard({ exam }: { exam: ExamSearchResult }) {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-title">{exam.description}</h2>
        <span className="rounded bg-light px-2 py-0.5 text-sm">{EXAM_STATUS_LABELS[exam.status as ExamStatus]}</span>
      </div>
      <p className="text-sm text-gray-600">
        {t('questions', { count: exam.questions.total })} · {t('by', { name: exam.author.name })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Link className={SECONDARY_BUTTON} to={exam.external_id} aria-label={`${t('view')}: ${exam.description}`}>
          {t('view')}
        </Link>
        {exam.is_author && (
          <Link
            className={SECONDARY_BUTTON}
            to={`${exam.external_id}/editar`}
            aria-label={`${t('edit')}: ${exam.description}`}
          >
            {t('edit')}
          </Link>
        )}
        <ExamMarks exam={exam} />
      </div>
    </li>
  );
}

/** 'Avaliações': the educator's exams and the school network's, with filters and paging. */
export function ExamList() {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  const [scope, setScope] = useState<ExamListScope>('complete');
  const [search, setSearch] = useState('');
  const [favoritesFirst, setFavoritesFirst] = useState(true);
  const [page, setPage] = useState(1);
  const query = useExamSearch(scope, { search, favorites_first: favoritesFirst, page, per_page: PER_PAGE });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PER_PAGE));

  return (
    <section className="flex flex-col gap-4" aria-labelledby="exams-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="exams-title" className="text-2xl font-bold text-title">
          {t('title')}
        </h1>
        <Link className={PRIMARY_BUTTON} to="nova">
          {t('newExam')}
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
            onClick={() => {
              setScope(candidate);
              setPage(1);
            }}
          >
            {t(`scopes.${candidate}`)}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <label className="flex grow flex-col gap-1">
          <span className="text-sm font-semibold">{t('search')}</span>
          <input
            className={INPUT}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={favoritesFirst}
            onChange={(event) => setFavoritesFirst(event.target.checked)}
          />
          {t('favoritesFirst')}
        </label>
      </div>
      {query.isPending && <Skeleton rows={4} />}
      {query.isError && <p role="alert">{t('loadError')}</p>}
      {query.data && query.data.results.length === 0 && <p>{t('empty')}</p>}
      <ul className="flex flex-col gap-3">
        {query.data?.results.map((exam) => (
          <ExamCard key={exam.id} exam={exam} />
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
