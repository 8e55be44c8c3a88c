import { formatScore, normaliseStats } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { useClosedSummary } from '../api/student-lists.ts';

/** Average, pokz and totals of the closed activities. */
export function ClosedSummary() {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const summary = useClosedSummary();
  if (!summary.data) return null;
  const stats = normaliseStats(summary.data);
  const items = [
    [t('summary.average'), formatScore(stats.avg_points)],
    [t('summary.pokz'), String(stats.total_pokz)],
    [t('summary.total'), String(stats.total_activities)],
    [t('summary.notDone'), String(stats.total_not_done)],
  ] as const;
  return (
    <dl aria-label={t('summary.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-white p-4 shadow-sm">
          <dt className="text-sm text-subtitle">{label}</dt>
          <dd className="text-2xl font-bold text-title">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
