import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { serverText } from '../../../i18n/vocabulary.ts';
import { useLoadProgress } from '../api/fetch-progress.ts';
import { schoolDataKeys } from '../api/school-data-keys.ts';
import { SCHOOL_DATA_NAMESPACE } from '../school-data-strings.ts';
import { AccessSheet } from './access-sheet.tsx';

/** A confirmed load: its progress bar while the job writes it, then the access sheet (or why it failed). */
export function LoadProgress({ loadId }: { loadId: string }) {
  const { t } = useTranslation(SCHOOL_DATA_NAMESPACE);
  const queryClient = useQueryClient();
  const progress = useLoadProgress(loadId);
  const status = progress.data?.status;
  useEffect(() => {
    // The school's counts and lists now hold the new students.
    if (status === 'done') void queryClient.invalidateQueries({ queryKey: schoolDataKeys.all, refetchType: 'active' });
  }, [status, queryClient]);

  return (
    <QueryState query={progress} errorText={t('loadError')}>
      {(load) => {
        if (load.status === 'failed')
          return (
            <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
              <p className="font-semibold">{t('load.failed')}</p>
              <p>{serverText(load.error ?? '')}</p>
            </div>
          );
        if (load.status === 'done')
          return (
            <div className="flex flex-col gap-3">
              <p role="status" className="font-semibold text-green-800">
                {t('load.done', { count: load.accounts.length })}
              </p>
              <AccessSheet accounts={load.accounts} />
            </div>
          );
        const percent = load.total === 0 ? 0 : Math.round((load.done / load.total) * 100);
        return (
          <div className="flex flex-col gap-2">
            <p id={`${loadId}-label`} className="font-semibold">
              {t('load.progress')}
            </p>
            <div
              role="progressbar"
              aria-labelledby={`${loadId}-label`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-3 w-full overflow-hidden rounded-full bg-gray-200"
            >
              <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-subtitle">{t('load.progressText', { done: load.done, total: load.total })}</p>
          </div>
        );
      }}
    </QueryState>
  );
}
