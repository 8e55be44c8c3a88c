import { formatScore, type StudentsDetails } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { LEARNING_NAMESPACE } from '../learning-strings.ts';

/** The classroom's combined figures, one tile each (two a row on phones). */
export function ClassroomSummary({ summary }: { summary: StudentsDetails['summary'] }) {
  const { t } = useTranslation(LEARNING_NAMESPACE);
  const tiles: [string, string | number][] = [
    [t('summary.average'), formatScore(summary.avg_points)],
    [t('summary.activities'), summary.total_activities],
    [t('summary.notDone'), summary.total_not_done],
    [t('summary.pokz'), summary.total_pokz],
    [t('summary.workload'), t('minutes', { count: summary.total_workload })],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {tiles.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-1 rounded-xl bg-white p-4 shadow-sm">
          <dt className="text-sm font-semibold text-subtitle">{label}</dt>
          <dd className="text-xl font-bold text-title">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
