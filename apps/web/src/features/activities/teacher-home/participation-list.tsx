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
              <progress
                className="h-2 w-full overflow-hidden rounded-full accent-primary"
                max={row.assigned}
                value={row.sent}
                aria-label={t('home.participationOf', { classroom: row.name })}
              />
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
