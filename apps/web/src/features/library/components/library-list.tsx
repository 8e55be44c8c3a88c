import {
  LIBRARY_PAGE_SIZE,
  type LibraryCardType,
  type LibraryCategories,
  type LibrarySearchRequest,
  libraryCardType,
  SOURCE_TYPE_OF,
} from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MaterialCard } from '../../../components/material-card/material-card.tsx';
import { Pager } from '../../../components/pager.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { serverText } from '../../../i18n/vocabulary.ts';
import { useLibraryCategories, useLibrarySearch } from '../api/library-api.ts';
import { ALL_GRADES, MY_GRADES } from '../grade-filter.ts';
import { LIBRARY_NAMESPACE } from '../library-strings.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { LibraryFilters, type LibraryFilterValues } from './library-filters.tsx';

/** The segment after an item's id in its content path (`aulas-digitais/{id}/conteudo`). */
export const CONTENT_SEGMENT = 'conteudo';

function gradeIdsOf(grade: string, categories: LibraryCategories | undefined): number[] | undefined {
  if (grade === ALL_GRADES) return undefined;
  if (grade !== MY_GRADES) return [Number(grade)];
  return categories?.my_grade_ids.length ? categories.my_grade_ids : undefined;
}

function readValues(params: URLSearchParams): LibraryFilterValues {
  return {
    search: params.get('busca') ?? '',
    grade: params.get('serie') ?? '',
    subject: params.get('componente') ?? '',
    bncc: params.get('bncc') ?? '',
    favorite: params.get('favoritos') === '1',
  };
}

function writeValues(values: LibraryFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  if (values.search) params.set('busca', values.search);
  if (values.grade) params.set('serie', values.grade);
  if (values.subject) params.set('componente', values.subject);
  if (values.bncc) params.set('bncc', values.bncc);
  if (values.favorite) params.set('favoritos', '1');
  return params;
}

/** One library screen's search: words, filters, the materials cards of both sources and the pages. */
export function LibraryList({ type }: { type: LibraryCardType }) {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const values = readValues(params);
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const categories = useLibraryCategories();
  const body: LibrarySearchRequest = {
    type: SOURCE_TYPE_OF[type],
    search: values.search || undefined,
    grade_ids: gradeIdsOf(values.grade, categories.data),
    subject: values.subject || undefined,
    bncc: values.bncc || undefined,
    favorite: values.favorite || undefined,
    page,
    per_page: LIBRARY_PAGE_SIZE,
  };
  // The default grades come with the categories: searching before them would show every stage first.
  const results = useLibrarySearch(body, values.grade !== MY_GRADES || !categories.isPending);
  const setPage = (next: number) => {
    const nextParams = writeValues(values);
    if (next > 1) nextParams.set('pagina', String(next));
    setParams(nextParams);
  };
  return (
    <section className="flex flex-col gap-4" aria-labelledby="library-title">
      <h1 id="library-title" className="text-2xl font-bold text-title">
        {t(`titles.${type}`)}
      </h1>
      <LibraryFilters values={values} categories={categories.data} onChange={(next) => setParams(writeValues(next))} />
      <QueryState query={results} errorText={t('results.loadError')}>
        {(found) => (
          <>
            <p aria-live="polite" className="text-sm text-subtitle">
              {t('results.count', { count: found.total })}
            </p>
            {found.results.length === 0 ? (
              <p className="rounded-xl bg-white p-6 text-subtitle">{t('results.empty')}</p>
            ) : (
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {found.results.map((item) => (
                  <li key={`${item.source}-${item.id}`} className="flex flex-col">
                    <MaterialCard
                      type={libraryCardType(item.type)}
                      title={item.title}
                      subtitle={item.subtitle ?? undefined}
                      subject={item.subject}
                      grades={item.grades.map(serverText).join(', ')}
                      cover={{
                        label: t('results.open', { title: item.title }),
                        image: item.cover_url,
                        onOpen: () => navigate(`${item.id}/${CONTENT_SEGMENT}`, { state: { list: params.toString() } }),
                      }}
                      actions={<FavoriteButton id={item.id} favorite={item.favorite} />}
                    />
                  </li>
                ))}
              </ul>
            )}
            {/* A page holds a page of each source: as many pages as the longer source has. */}
            <Pager page={page} total={found.pages} perPage={1} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
