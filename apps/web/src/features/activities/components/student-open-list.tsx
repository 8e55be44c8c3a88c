import { DELIVERY_LABELS, formatDateTime, SCHOOL_WORK_MESSAGES, workloadLabel } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverText } from '../../../i18n/vocabulary.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { ACTIVITY_SCREEN_PATHS, hasActivityScreen } from '../activity-kinds.ts';
import type { StudentListEntry } from '../api/student-list-entry.ts';

interface Props {
  activities: StudentListEntry[];
  now: Date;
}

const OPEN_LINK = 'rounded-lg bg-primary px-4 py-2 text-center font-semibold text-on-primary hover:bg-dark';
const NOTE = 'mt-auto text-sm font-semibold text-subtitle';

/**
 * The student's open activities: deadline, urgency (under 48 h) and the way in. An activity whose
 * deadline passed while the list was open opens too: its screen says 'Atividade Expirada' and
 * shows what was done.
 */
export function StudentOpenList({ activities, now }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  if (activities.length === 0) return <p className="rounded-xl bg-white p-6 text-subtitle">{t('empty')}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {activities.map((activity) => {
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
              {t(`translation:activityKinds.${activity.kind}`)} · {t('item.teacher', { name: activity.teacher.name })}
            </p>
            <p className={`text-sm ${activity.urgent ? 'font-semibold text-red-800' : 'text-subtitle'}`}>
              {activity.end_time
                ? t('item.deadline', { date: formatDateTime(activity.end_time) })
                : t('item.noDeadline')}
            </p>
            <p className="text-sm text-subtitle">{t('item.workload', { label: workloadLabel(activity.workload) })}</p>
            {notStarted && <p className={NOTE}>{serverText(SCHOOL_WORK_MESSAGES.notStarted)}</p>}
            {/* Where the student stands when it is not plain 'to do': sent (a forum open for more
                comments), or a kind whose screen does not open here yet. */}
            {!notStarted && (activity.delivery_status === 'sent' || !hasActivityScreen(activity.kind)) && (
              <p className={NOTE}>
                {t('item.status')}: {DELIVERY_LABELS[activity.delivery_status]}
              </p>
            )}
            {hasActivityScreen(activity.kind) && !notStarted && (
              <div className="mt-auto flex justify-end">
                <Link
                  to={`${ACTIVITY_SCREEN_PATHS[activity.kind]}/${activity.id}`}
                  className={OPEN_LINK}
                  aria-label={t('openActivity', { title: activity.title })}
                >
                  {t('open')}
                </Link>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
