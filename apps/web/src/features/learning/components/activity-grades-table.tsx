import { formatScore, type GradesAssigned } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { LEARNING_NAMESPACE } from '../learning-strings.ts';

type ActivityGrades = GradesAssigned['activities'][number];

/** The scores each activity of the classroom gave: how many and their average. */
export function ActivityGradesTable({ activities }: { activities: readonly ActivityGrades[] }) {
  const { t } = useTranslation(LEARNING_NAMESPACE);
  const columns: Column<ActivityGrades>[] = [
    { key: 'title', header: t('activities.title'), place: 'title', cell: (a) => a.title, sortValue: (a) => a.title },
    { key: 'graded', header: t('activities.graded'), cell: (a) => a.graded, sortValue: (a) => a.graded },
    { key: 'assigned', header: t('activities.assigned'), cell: (a) => a.assigned, sortValue: (a) => a.assigned },
    {
      key: 'average',
      header: t('activities.average'),
      cell: (a) => formatScore(a.average),
      sortValue: (a) => a.average,
    },
  ];
  return (
    <DataTable
      caption={t('activities.caption')}
      columns={columns}
      rows={activities}
      rowKey={(activity) => activity.id}
    />
  );
}
