import { EMPTY_VALUE, formatDate, type TeacherActivityItem, workloadLabel } from '@ava/contracts';
import Star from 'lucide-react/icons/star';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { StatusModal } from '../../../components/overlays/status-modal.tsx';
import { ROW_ACTION } from '../../../components/ui/classes.ts';
import { notify } from '../../../lib/toast.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { hasScreen } from '../activity-kinds.ts';
import { type ActivityAction, useActivityAction } from '../api/activity-actions.ts';
import { ActivityTitle } from './activity-title.tsx';

type Confirmable = { type: 'remove' | 'conclude'; activity: TeacherActivityItem };

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

  function actions(activity: TeacherActivityItem) {
    const draft = !activity.published;
    return (
      <div className="flex flex-wrap gap-1">
        {hasScreen(activity.kind) && (
          <Link to={`nova?atividade=${activity.id}`} className={ROW_ACTION}>
            {draft ? t('teacher.continue') : t('teacher.edit')}
          </Link>
        )}
        <button
          type="button"
          className={ROW_ACTION}
          aria-pressed={activity.favorite}
          disabled={mutation.isPending}
          onClick={() => act({ type: 'favorite', activity: activity.id, favorite: !activity.favorite })}
        >
          {activity.favorite ? t('teacher.unfavorite') : t('teacher.favorite')}
        </button>
        <button
          type="button"
          className={ROW_ACTION}
          disabled={mutation.isPending}
          onClick={() => act({ type: 'archive', activity: activity.id, archived: !activity.archived })}
        >
          {activity.archived ? t('teacher.unarchive') : t('teacher.archive')}
        </button>
        {!activity.concluded && !draft && (
          <button type="button" className={ROW_ACTION} onClick={() => setConfirming({ type: 'conclude', activity })}>
            {t('teacher.conclude')}
          </button>
        )}
        <button
          type="button"
          className={`${ROW_ACTION} text-red-700`}
          onClick={() => setConfirming({ type: 'remove', activity })}
        >
          {t('teacher.remove')}
        </button>
      </div>
    );
  }

  const columns: Column<TeacherActivityItem>[] = [
    {
      key: 'title',
      header: t('item.activity'),
      cell: (activity) => (
        <>
          <p className="font-semibold">
            {activity.favorite && (
              <Star
                className="mr-1 inline size-4 fill-amber-400 align-[-2px] text-amber-500"
                aria-label={t('teacher.favoriteMark')}
                role="img"
              />
            )}
            <ActivityTitle activity={activity} linked={activity.published} />
          </p>
          <p className="text-sm text-subtitle">
            {activity.classroom.name}
            {!activity.published && ` · ${t('teacher.draft')}`}
          </p>
        </>
      ),
    },
    { key: 'kind', header: t('item.type'), cell: (activity) => t(`translation:activityKinds.${activity.kind}`) },
    { key: 'teacher', header: t('filters.teacher'), cell: (activity) => activity.teacher.name },
    {
      key: 'period',
      header: t('teacher.period'),
      // One line in the table; the phone's cards wrap it rather than run off a 360 px screen.
      cell: (activity) => (
        <span className="sm:whitespace-nowrap">
          {activity.start_time || activity.end_time
            ? `${formatDate(activity.start_time)} – ${formatDate(activity.end_time)}`
            : EMPTY_VALUE}
        </span>
      ),
    },
    { key: 'workload', header: t('item.workloadHeader'), cell: (activity) => workloadLabel(activity.workload) },
    {
      key: 'participation',
      header: t('teacher.participation'),
      cell: (activity) => `${activity.participation}/${activity.total_students}`,
    },
    { key: 'actions', header: t('teacher.actions'), cell: actions },
  ];

  return (
    <>
      <DataTable
        caption={t('title')}
        columns={columns}
        rows={activities}
        rowKey={(activity) => activity.id}
        emptyText={t('empty')}
      />
      {confirming && (
        <StatusModal
          open
          title={t(`teacher.${confirming.type === 'remove' ? 'confirmRemove' : 'confirmConclude'}.title`)}
          message={t(`teacher.${confirming.type === 'remove' ? 'confirmRemove' : 'confirmConclude'}.description`, {
            title: confirming.activity.title,
          })}
          cancelLabel={t('teacher.confirmRemove.cancel')}
          confirmLabel={t(`teacher.${confirming.type === 'remove' ? 'confirmRemove' : 'confirmConclude'}.confirm`)}
          busy={mutation.isPending}
          onOpenChange={(next) => !next && setConfirming(null)}
          onConfirm={() => act({ type: confirming.type, activity: confirming.activity.id })}
        />
      )}
    </>
  );
}
