import { DELIVERY_LABELS, EMPTY_VALUE, formatDate, formatScore } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import type { StudentListEntry } from '../api/student-list-entry.ts';
import { ActivityTitle } from './activity-title.tsx';

/** Pokz earned, never negative; '-' for work not graded that earned none (an essay waiting for its teacher). */
function pokzText({ score, pokz }: Pick<StudentListEntry, 'score' | 'pokz'>): string {
  const graded = score !== null && score >= 0;
  return !graded && pokz <= 0 ? EMPTY_VALUE : String(Math.max(0, pokz));
}

/** The student's closed activities: score with one decimal (or '-'), pokz earned and the teacher's comment. */
export function StudentClosedList({ activities }: { activities: StudentListEntry[] }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const columns: Column<StudentListEntry>[] = [
    {
      key: 'title',
      header: t('item.activity'),
      place: 'title',
      cell: (activity) => (
        <span className="font-semibold">
          <ActivityTitle activity={activity} />
        </span>
      ),
    },
    { key: 'kind', header: t('item.type'), cell: (activity) => t(`translation:activityKinds.${activity.kind}`) },
    { key: 'teacher', header: t('filters.teacher'), cell: (activity) => activity.teacher.name },
    { key: 'end', header: t('item.endDate'), cell: (activity) => formatDate(activity.end_time) },
    { key: 'status', header: t('item.status'), cell: (activity) => DELIVERY_LABELS[activity.delivery_status] },
    {
      key: 'score',
      header: t('item.score'),
      cell: (activity) => (
        <span className="font-semibold" data-testid="activity-score">
          {formatScore(activity.score)}
        </span>
      ),
    },
    { key: 'pokz', header: t('item.pokz'), cell: (activity) => pokzText(activity) },
    {
      key: 'comment',
      header: t('item.teacherComment'),
      cell: (activity) =>
        activity.teacher_comments ? (
          <span className="block max-w-xs whitespace-pre-line" data-testid="activity-comment">
            {activity.teacher_comments}
          </span>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <DataTable
      caption={t('closedCaption')}
      columns={columns}
      rows={activities}
      rowKey={(activity) => activity.id}
      emptyText={t('empty')}
    />
  );
}
