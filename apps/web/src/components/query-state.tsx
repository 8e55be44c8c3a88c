import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from './skeleton.tsx';

interface Props<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Shown when the failure carries no message of its own. */
  errorText?: string;
  /** The retry button's label. */
  retryText?: string;
  /** What shows while the data loads: by default, placeholder rows. */
  loading?: ReactNode;
}

/** Loading, failure (with retry) or the data of a query. */
export function QueryState<T>({ query, children, errorText, retryText, loading = <Skeleton /> }: Props<T>) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-xl bg-white p-6">
        <p className="text-subtitle">{query.error.message || errorText || t('errors.renderFailure')}</p>
        <button type="button" onClick={() => query.refetch()} className="font-semibold text-primary hover:underline">
          {retryText ?? t('errors.retry')}
        </button>
      </div>
    );
  return loading;
}
