import {
  formatDate,
  formatScore,
  GUARDIAN_ACTIVITY_STATUS,
  type GuardianActivity,
  type GuardianActivityStatus,
} from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUARDIANS_NAMESPACE } from '../guardians-strings.ts';

const { pending, urgent, done, redo, paused } = GUARDIAN_ACTIVITY_STATUS;
const TABS: Record<'todo' | 'redo' | 'done', readonly GuardianActivityStatus[]> = {
  todo: [urgent, pending, paused],
  redo: [redo],
  done: [done],
};
type Tab = keyof typeof TABS;

const BADGE: Record<GuardianActivityStatus, string> = {
  [pending]: 'bg-gray-100 text-title',
  [urgent]: 'bg-red-100 text-red-900',
  [done]: 'bg-green-100 text-green-900',
  [redo]: 'bg-amber-100 text-amber-900',
  [paused]: 'bg-blue-100 text-blue-900',
};

/** One dependent's activities, in tabs: to do (urgent first), to redo, done. */
export function DependentActivities({ activities }: { activities: GuardianActivity[] }) {
  const { t } = useTranslation(GUARDIANS_NAMESPACE);
  const [tab, setTab] = useState<Tab>('todo');
  const shown = activities.filter((activity) => TABS[tab].includes(activity.status));
  return (
    <section aria-labelledby="guardian-activities" className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm">
      <h3 id="guardian-activities" className="text-xl font-bold text-title">
        {t('home.activities.title')}
      </h3>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('home.activities.title')}</legend>
        {(Object.keys(TABS) as Tab[]).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={tab === key}
            onClick={() => setTab(key)}
            className={`rounded-full px-3 py-1 font-semibold ${tab === key ? 'bg-primary text-white' : 'bg-light text-dark'}`}
          >
            {t(`home.activities.tabs.${key}`)}
          </button>
        ))}
      </fieldset>
      {shown.length === 0 ? (
        <p className="text-subtitle">{t('home.activities.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100">
          {shown.map((activity) => (
            <li key={activity.activity_id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="flex min-w-0 flex-col">
                <span className="font-semibold text-title">{activity.title}</span>
                <span className="text-sm text-subtitle">
                  {t(`translation:activityKinds.${activity.activity_type}`)} ·{' '}
                  {t('home.activities.by', { teacher: activity.teacher_name, classroom: activity.classroom_name })}
                </span>
                <span className="text-sm text-subtitle">{whenText(t, activity)}</span>
              </div>
              <div className="flex items-center gap-2">
                {activity.score !== null && activity.status === done && (
                  <span className="font-semibold text-title">{formatScore(activity.score)}</span>
                )}
                <span className={`rounded-full px-3 py-1 text-sm font-semibold ${BADGE[activity.status]}`}>
                  {statusText(t, activity)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The status badge's words: late wins over pending. */
function statusText(t: (key: string) => string, activity: GuardianActivity): string {
  if (activity.late && activity.status === pending) return t('home.late');
  return t(`home.status.${activity.status}`);
}

/** When it is due, or when it was sent. */
function whenText(t: (key: string, values?: Record<string, string>) => string, activity: GuardianActivity): string {
  if (activity.status === done && activity.delivered_at) {
    return t('home.activities.delivered', { date: formatDate(activity.delivered_at) });
  }
  return activity.end_time
    ? t('home.activities.due', { date: formatDate(activity.end_time) })
    : t('home.activities.noDue');
}
