import type { TeacherOverview } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';

type Classroom = TeacherOverview['classrooms'][number];

/** Per classroom: its open activities and the share of their answers sent, as a bar. */
export function ParticipationList({ classrooms }: { classrooms: Classroom[] }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  if (classrooms.length === 0) return <p className="text-subtitle">{t('home.noClassrooms')}</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
      {classrooms.map((row) => (
        <li key={row.id} className="flex flex-col gap-1 rounded-lg border border-gray-200 px-3 py-2">
          <span className="font-semibold text-title">{row.name}</span>
          <span className="text-sm text-subtitle">{t('home.openActivities', { count: row.open_activities })}</span>
          {row.assigned > 0 && (
            <>
              <div
                role="progressbar"
                aria-label={t('home.participationOf', { classroom: row.name })}
                aria-valuemin={0}
                aria-valuemax={row.assigned}
                aria-valuenow={row.sent}
                className="h-2 w-full overflow-hidden rounded-full bg-light"
              >
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: `${(100 * row.sent) / row.assigned}%` }}
                />
              </div>
              <span className="text-sm text-dark">
                {t('home.delivered', { sent: row.sent, assigned: row.assigned })}
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
