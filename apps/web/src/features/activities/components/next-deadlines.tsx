import '../activities-strings.ts';
import { formatDateTime } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/skeleton.tsx';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { ACTIVITY_SCREEN_PATHS, hasActivityScreen } from '../activity-kinds.ts';
import { NO_FILTERS } from '../api/list-filters.ts';
import { studentListOptions, useMarsActivities } from '../api/student-lists.ts';

const SHOWN = 4;

interface Props {
  /** The student's activities screen (its address), when they may open it. */
  activitiesPath: string | null;
}

/**
 * 'Próximas entregas' on the student's home: the open activities still to deliver, soonest
 * deadline first, the urgent ones (under 48 hours) marked. The list is the activities screen's
 * own query, so opening that screen afterwards shows it at once.
 */
export function NextDeadlines({ activitiesPath }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const { data } = useQuery(studentListOptions('open', NO_FILTERS, useMarsActivities()));
  const due = (data ?? [])
    .filter((entry) => entry.end_time !== null && !entry.expired && entry.delivery_status !== 'sent')
    .slice(0, SHOWN);
  return (
    <section aria-labelledby="home-deadlines" className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="home-deadlines" className="text-lg font-bold text-title">
        {t('next.title')}
      </h2>
      {!data ? (
        <Skeleton rows={2} />
      ) : due.length === 0 ? (
        <p className="text-subtitle">{t('next.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {due.map((entry) => (
            <li
              key={entry.id}
              className={`flex flex-col gap-0.5 rounded-lg border-l-4 px-3 py-2 ${
                entry.urgent ? 'border-red-700 bg-red-50' : 'border-primary bg-light/60'
              }`}
            >
              <span className="flex items-start gap-2">
                {activitiesPath && hasActivityScreen(entry.kind) ? (
                  <Link
                    to={`${activitiesPath}/${ACTIVITY_SCREEN_PATHS[entry.kind]}/${entry.id}`}
                    className="flex-1 break-words font-semibold text-primary hover:underline"
                  >
                    {entry.title}
                  </Link>
                ) : (
                  <span className="flex-1 break-words font-semibold text-title">{entry.title}</span>
                )}
                {entry.urgent && (
                  <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800">
                    {t('item.urgent')}
                  </span>
                )}
              </span>
              <span className={`text-sm ${entry.urgent ? 'font-semibold text-red-800' : 'text-subtitle'}`}>
                {t(`translation:activityKinds.${entry.kind}`)} ·{' '}
                {t('item.deadline', { date: formatDateTime(entry.end_time) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {activitiesPath && (
        <Link to={activitiesPath} className="text-sm font-semibold text-primary underline-offset-2 hover:underline">
          {t('next.all')}
        </Link>
      )}
    </section>
  );
}
