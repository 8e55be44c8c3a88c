import type { GameSearchResponse, GameSearchResult } from '@ava/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { CHALLENGES_NAMESPACE } from '../challenges-strings.ts';
import { ChallengeFilters, type FilterField, type FilterValues } from './challenge-filters.tsx';

interface Props {
  fields: readonly FilterField[];
  onSearch: (values: FilterValues) => void;
  search: UseQueryResult<GameSearchResponse>;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  /** Four cards a row on the widest screens instead of three. */
  wide?: boolean;
  children: (game: GameSearchResult) => ReactNode;
}

/** A challenge search: its filters, then the count, the cards (one per result) and the pages. */
export function ChallengeResults({ fields, onSearch, search, page, perPage, onPage, wide, children }: Props) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  return (
    <>
      <ChallengeFilters fields={fields} onSearch={onSearch} />
      {search.isPending && <Skeleton shape="card" rows={3} />}
      {search.isError && (
        <p role="alert" className="text-subtitle">
          {t('loadError')}
        </p>
      )}
      {search.data && (
        <>
          <p className="text-sm text-subtitle">{t('total', { count: search.data.total })}</p>
          {search.data.results.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-center text-subtitle">{t('empty')}</p>
          ) : (
            <div className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${wide ? 'xl:grid-cols-4' : ''}`}>
              {search.data.results.map((game) => (
                <Fragment key={game.oed_content_id}>{children(game)}</Fragment>
              ))}
            </div>
          )}
          <Pager page={page} total={search.data.total} perPage={perPage} onPage={onPage} />
        </>
      )}
    </>
  );
}
