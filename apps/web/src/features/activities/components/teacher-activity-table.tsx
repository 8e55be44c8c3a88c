import { EMPTY_VALUE, formatDate, type TeacherActivityItem, workloadLabel } from '@ava/contracts';
import Archive from 'lucide-react/icons/archive';
import ArchiveRestore from 'lucide-react/icons/archive-restore';
import CircleCheck from 'lucide-react/icons/circle-check';
import Pencil from 'lucide-react/icons/pencil';
import Star from 'lucide-react/icons/star';
import StarOff from 'lucide-react/icons/star-off';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { StatusModal } from '../../../components/overlays/status-modal.tsx';
import { ActionsMenu, type MenuAction } from '../../../components/ui/actions-menu.tsx';
import { notify } from '../../../lib/toast.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { hasActivityScreen } from '../activity-kinds.ts';
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

  function actions(activity: TeacherActivityItem): MenuAction[] {
    const draft = !activity.published;
    const busy = mutation.isPending;
    const all: (MenuAction | false)[] = [
      hasActivityScreen(activity.kind) && {
        key: 'edit',
        label: draft ? t('teacher.continue') : t('teacher.edit'),
        icon: Pencil,
        to: `nova?atividade=${activity.id}`,
      },
      {
        key: 'favorite',
        label: activity.favorite ? t('teacher.unfavorite') : t('teacher.favorite'),
        icon: activity.favorite ? StarOff : Star,
        disabled: busy,
        onSelect: () => act({ type: 'favorite', activity: activity.id, favorite: !activity.favorite }),
      },
      {
        key: 'archive',
        label: activity.archived ? t('teacher.unarchive') : t('teacher.archive'),
        icon: activity.archived ? ArchiveRestore : Archive,
        disabled: busy,
        onSelect: () => act({ type: 'archive', activity: activity.id, archived: !activity.archived }),
      },
      !activity.concluded &&
        !draft && {
          key: 'conclude',
          label: t('teacher.conclude'),
          icon: CircleCheck,
          onSelect: () => setConfirming({ type: 'conclude', activity }),
        },
      {
        key: 'remove',
        label: t('teacher.remove'),
        icon: Trash2,
        danger: true,
        onSelect: () => setConfirming({ type: 'remove', activity }),
      },
    ];
    return all.filter((action) => action !== false);
  }

  const columns: Column<TeacherActivityItem>[] = [
    {
      key: 'title',
      header: t('item.activity'),
      place: 'title',
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
          <p className="text-sm font-normal text-subtitle">
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
      // Each date on one line: the table gives the period two, the phone's cards wrap it as they need.
      cell: (activity) =>
        activity.start_time || activity.end_time ? (
          <>
            <span className="whitespace-nowrap">{formatDate(activity.start_time)} –</span>{' '}
            <span className="whitespace-nowrap">{formatDate(activity.end_time)}</span>
          </>
        ) : (
          EMPTY_VALUE
        ),
    },
    { key: 'workload', header: t('item.workloadHeader'), cell: (activity) => workloadLabel(activity.workload) },
    {
      key: 'participation',
      header: t('teacher.participation'),
      cell: (activity) => `${activity.participation}/${activity.total_students}`,
    },
    {
      key: 'actions',
      header: t('teacher.actions'),
      place: 'actions',
      cell: (activity) => (
        <ActionsMenu label={t('teacher.actionsFor', { title: activity.title })} actions={actions(activity)} />
      ),
    },
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
