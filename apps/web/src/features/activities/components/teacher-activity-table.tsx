import { formatDate, type TeacherActivityItem, workloadLabel } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notify } from '../../../lib/toast.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { hasScreen, KIND_LABELS, KIND_PATHS } from '../activity-kinds.ts';
import { type ActivityAction, useActivityAction } from '../api/activity-actions.ts';

type Confirmable = { type: 'remove' | 'conclude'; activity: TeacherActivityItem };

const ACTION = 'rounded px-2 py-1 text-sm font-semibold text-primary hover:bg-light disabled:opacity-50';

function doneMessage(action: ActivityAction): string {
  if (action.type === 'favorite') return action.favorite ? 'favorite' : 'unfavorite';
  if (action.type === 'archive') return action.archived ? 'archive' : 'unarchive';
  return action.type;
}

/** The educator's activities with favourite, archive, conclude and remove. */
export function TeacherActivityTable({ activities }: { activities: TeacherActivityItem[] }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const mutation = useActivityAction();
  const [confirming, setConfirming] = useState<Confirmable | null>(null);

  function act(action: ActivityAction) {
    mutation.mutate(action, {
      onSuccess: () => notify({ status: 'success', message: t(`teacher.done.${doneMessage(action)}`) }),
      onSettled: () => setConfirming(null),
    });
  }

  if (activities.length === 0) return <p className="rounded-xl bg-white p-6 text-subtitle">{t('empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-gray-200 text-subtitle">
          <tr>
            <th className="p-3">{t('item.activity')}</th>
            <th className="p-3">{t('item.type')}</th>
            <th className="p-3">{t('filters.teacher')}</th>
            <th className="p-3">{t('teacher.period')}</th>
            <th className="p-3">{t('item.workloadHeader')}</th>
            <th className="p-3">{t('teacher.participation')}</th>
            <th className="p-3">{t('teacher.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {activities.map((activity) => {
            const draft = !activity.published;
            return (
              <tr key={activity.id} className="border-b border-gray-100 align-top last:border-0">
                <td className="p-3">
                  <p className="font-semibold text-title">
                    {activity.favorite && <span aria-hidden="true">★ </span>}
                    {!draft && hasScreen(activity.kind) ? (
                      <Link to={`${KIND_PATHS[activity.kind]}/${activity.id}`} className="hover:underline">
                        {activity.title}
                      </Link>
                    ) : (
                      activity.title
                    )}
                  </p>
                  <p className="text-subtitle">
                    {activity.classroom.name}
                    {draft && ` · ${t('teacher.draft')}`}
                  </p>
                </td>
                <td className="p-3">{KIND_LABELS[activity.kind]}</td>
                <td className="p-3">{activity.teacher.name}</td>
                <td className="p-3 whitespace-nowrap">
                  {formatDate(activity.start_time)} – {formatDate(activity.end_time)}
                </td>
                <td className="p-3">{workloadLabel(activity.workload)}</td>
                <td className="p-3">
                  {activity.participation}/{activity.total_students}
                </td>
                <td className="p-3">
                  <div className="flex flex-wrap gap-1">
                    {draft && (
                      <Link to={`nova?atividade=${activity.id}`} className={ACTION}>
                        {t('teacher.continue')}
                      </Link>
                    )}
                    <button
                      type="button"
                      className={ACTION}
                      aria-pressed={activity.favorite}
                      disabled={mutation.isPending}
                      onClick={() => act({ type: 'favorite', activity: activity.id, favorite: !activity.favorite })}
                    >
                      {activity.favorite ? t('teacher.unfavorite') : t('teacher.favorite')}
                    </button>
                    <button
                      type="button"
                      className={ACTION}
                      disabled={mutation.isPending}
                      onClick={() => act({ type: 'archive', activity: activity.id, archived: !activity.archived })}
                    >
                      {activity.archived ? t('teacher.unarchive') : t('teacher.archive')}
                    </button>
                    {!activity.concluded && !draft && (
                      <button
                        type="button"
                        className={ACTION}
                        onClick={() => setConfirming({ type: 'conclude', activity })}
                      >
                        {t('teacher.conclude')}
                      </button>
                    )}
                    <button
                      type="button"
                      className={`${ACTION} text-red-700`}
                      onClick={() => setConfirming({ type: 'remove', activity })}
                    >
                      {t('teacher.remove')}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {confirming && (
        <ConfirmDialog
          open
          title={t(`teacher.${confirming.type === 'remove' ? 'confirmRemove' : 'confirmConclude'}.title`)}
          description={t(`teacher.${confirming.type === 'remove' ? 'confirmRemove' : 'confirmConclude'}.description`, {
            title: confirming.activity.title,
          })}
          cancel={t('teacher.confirmRemove.cancel')}
          confirm={t(`teacher.${confirming.type === 'remove' ? 'confirmRemove' : 'confirmConclude'}.confirm`)}
          busy={mutation.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => act({ type: confirming.type, activity: confirming.activity.id })}
        />
      )}
    </div>
  );
}
