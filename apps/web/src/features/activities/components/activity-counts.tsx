import type { ActivityCounts as Counts } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';

interface Props {
  counts: Counts;
  /** What `activities_qtd` counts: a student's open activities, or all that an educator's list finds. */
  of?: 'open' | 'listed';
}

/** Counts of activities and of urgent ones. */
export function ActivityCounts({ counts, of = 'open' }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  return (
    <section aria-label={t('counts.label')} className="flex flex-wrap gap-2 text-sm">
      <span className="rounded-full bg-light px-3 py-1 font-semibold text-dark">
        {t(of === 'open' ? 'counts.activities' : 'counts.listed', { count: counts.activities_qtd })}
      </span>
      {counts.urgent_activities > 0 && (
        <span className="rounded-full bg-red-100 px-3 py-1 font-semibold text-red-800">
          {t('counts.urgent', { count: counts.urgent_activities })}
        </span>
      )}
    </section>
  );
}
