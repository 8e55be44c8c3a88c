import { formatDateTime } from '@ava/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useDependentTrails } from '../api/dependent-trails.ts';
import { GUARDIANS_NAMESPACE } from '../guardians-strings.ts';

/** A dependent's trail activities, each with how far they got: the guardian's view of trail progress. */
export function DependentTrails({ studentId, name }: { studentId: string; name: string }) {
  const { t } = useTranslation(GUARDIANS_NAMESPACE);
  const id = useId();
  const trails = useDependentTrails(studentId);
  const firstName = name.split(' ')[0] ?? name;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h3 id={`${id}-title`} className="font-semibold text-title">
        {t('trails.title', { name: firstName })}
      </h3>
      <QueryState query={trails} errorText={t('trails.loadError')}>
        {({ activities }) =>
          activities.length === 0 ? (
            <p className="text-sm text-subtitle">{t('trails.none', { name: firstName })}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {activities.map((activity) => (
                <li key={activity.activity_id} className="flex flex-col gap-1 rounded-lg bg-light px-3 py-2">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="min-w-0 font-semibold break-words text-title">{activity.title}</span>
                    <span className="font-bold text-title">{activity.progress}%</span>
                  </div>
                  <div
                    role="progressbar"
                    aria-label={t('trails.progress', { title: activity.title })}
                    aria-valuenow={activity.progress}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    className="h-2 w-full overflow-hidden rounded-full bg-gray-200"
                  >
                    <div className="h-full rounded-full bg-primary" style={{ width: `${activity.progress}%` }} />
                  </div>
                  <span className="text-sm text-subtitle">
                    {[
                      activity.trail.title,
                      t('trails.steps', { done: activity.steps_done, total: activity.trail.total_steps }),
                      activity.finished_at
                        ? t('trails.finished', { date: formatDateTime(activity.finished_at) })
                        : activity.end_time && t('trails.endsOn', { date: formatDateTime(activity.end_time) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
