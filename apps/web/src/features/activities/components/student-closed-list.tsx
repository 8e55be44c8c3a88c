import { DELIVERY_LABELS, formatDate, formatScore, type StudentActivityItem } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { hasScreen, KIND_LABELS, KIND_PATHS } from '../activity-kinds.ts';

/** The student's closed activities: score with one decimal (or '-') and pokz earned. */
export function StudentClosedList({ activities }: { activities: StudentActivityItem[] }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  if (activities.length === 0) return <p className="rounded-xl bg-white p-6 text-subtitle">{t('empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-gray-200 text-subtitle">
          <tr>
            <th className="p-3">{t('item.activity')}</th>
            <th className="p-3">{t('item.type')}</th>
            <th className="p-3">{t('filters.teacher')}</th>
            <th className="p-3">{t('item.endDate')}</th>
            <th className="p-3">{t('item.status')}</th>
            <th className="p-3 text-right">{t('item.score')}</th>
            <th className="p-3 text-right">{t('item.pokz')}</th>
          </tr>
        </thead>
        <tbody>
          {activities.map((activity) => (
            <tr key={activity.id} className="border-b border-gray-100 last:border-0">
              <td className="p-3 font-semibold text-title">
                {hasScreen(activity.kind) ? (
                  <Link to={`${KIND_PATHS[activity.kind]}/${activity.id}`} className="hover:underline">
                    {activity.title}
                  </Link>
                ) : (
                  activity.title
                )}
              </td>
              <td className="p-3">{KIND_LABELS[activity.kind]}</td>
              <td className="p-3">{activity.teacher.name}</td>
              <td className="p-3">{formatDate(activity.end_time)}</td>
              <td className="p-3">{DELIVERY_LABELS[activity.delivery_status]}</td>
              <td className="p-3 text-right font-semibold" data-testid="activity-score">
                {formatScore(activity.score)}
              </td>
              <td className="p-3 text-right">{Math.max(0, activity.pokz)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
