import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState as SharedQueryState } from '../../../components/query-state.tsx';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';

/** Loading, failure (with retry) or the data of a query, in the activity screens' words. */
export function QueryState<T>({
  query,
  children,
  loading,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  loading?: ReactNode;
}) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  return (
    <SharedQueryState query={query} errorText={t('loadError')} retryText={t('retry')} loading={loading}>
      {children}
    </SharedQueryState>
  );
}
