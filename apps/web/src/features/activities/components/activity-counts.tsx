import type { ActivityCounts as Counts } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';

/** Counts of open and urgent activities. */
export function ActivityCounts({ counts }: { counts: Counts }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  return (
    <section aria-label={t('counts.label')} className="flex flex-wrap gap-2 text-sm">
      <span className="rounded-full bg-light px-3 py-1 font-semibold text-dark">
        {t('counts.activities', { count: counts.activities_qtd })}
      </span>
      {counts.urgent_activities > 0 && (
        <span className="rounded-full bg-red-100 px-3 py-1 font-semibold text-red-800">
          {t('counts.urgent', { count: counts.urgent_activities })}
        </span>
      )}
    </section>
  );
}
