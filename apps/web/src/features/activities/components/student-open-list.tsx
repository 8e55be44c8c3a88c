import {
  ACTIVITY_KIND_LABELS,
  formatDateTime,
  isExpiredFor,
  SCHOOL_WORK_MESSAGES,
  workloadLabel,
} from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { hasScreen, KIND_PATHS } from '../activity-kinds.ts';
import type { StudentListEntry } from '../api/student-list-entry.ts';

interface Props {
  activities: StudentListEntry[];
  /** An activity whose deadline passed while the list was open. */
  onExpired: () => void;
  now: Date;
}

const OPEN_LINK = 'rounded-lg bg-primary px-4 py-2 text-center font-semibold text-white hover:bg-dark';

/** The student's open activities: deadline, urgency (under 48 h) and the way in. */
export function StudentOpenList({ activities, onExpired, now }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  if (activities.length === 0) return <p className="rounded-xl bg-white p-6 text-subtitle">{t('empty')}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {activities.map((activity) => {
        // The deadline may pass while the list is open; a redo stays open past it.
        const expired = isExpiredFor(activity.end_time, activity.status, now);
        const notStarted = activity.start_time !== null && new Date(activity.start_time) > now;
        return (
          <li key={activity.id} className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
            <div className="flex items-start gap-2">
              <h3 className="flex-1 text-lg font-semibold text-title">{activity.title}</h3>
              {activity.urgent && (
                <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800">
                  {t('item.urgent')}
                </span>
              )}
            </div>
            <p className="text-sm text-subtitle">
              {ACTIVITY_KIND_LABELS[activity.kind]} · {t('item.teacher', { name: activity.teacher.name })}
            </p>
            <p className={`text-sm ${activity.urgent ? 'font-semibold text-red-800' : 'text-subtitle'}`}>
              {activity.end_time
                ? t('item.deadline', { date: formatDateTime(activity.end_time) })
                : t('item.noDeadline')}
            </p>
            <p className="text-sm text-subtitle">{t('item.workload', { label: workloadLabel(activity.workload) })}</p>
            {notStarted && (
              <p className="mt-auto text-sm font-semibold text-subtitle">{SCHOOL_WORK_MESSAGES.notStarted}</p>
            )}
            {hasScreen(activity.kind) && !notStarted && (
              <div className="mt-auto flex justify-end">
                {expired ? (
                  <button
                    type="button"
                    onClick={onExpired}
                    className={OPEN_LINK}
                    aria-label={t('openActivity', { title: activity.title })}
                  >
                    {t('open')}
                  </button>
                ) : (
                  <Link
                    to={`${KIND_PATHS[activity.kind]}/${activity.id}`}
                    className={OPEN_LINK}
                    aria-label={t('openActivity', { title: activity.title })}
                  >
                    {t('open')}
                  </Link>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
