import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';

/** Loading, failure (with retry) or the data of a query. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-xl bg-white p-6">
        <p className="text-subtitle">{query.error.message || t('loadError')}</p>
        <button type="button" onClick={() => query.refetch()} className="font-semibold text-primary hover:underline">
          {t('retry')}
        </button>
      </div>
    );
  return (
    <div role="status" className="grid place-items-center p-8">
      <span className="size-8 animate-spin rounded-full border-4 border-light border-t-primary" aria-hidden="true" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
