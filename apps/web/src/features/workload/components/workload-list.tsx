import { certificateWorkloadLabel, type StudentWorkload } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ROW_ACTION } from '../../../components/ui/classes.ts';
import { useStudentsWorkload } from '../api/students-workload.ts';
import { WORKLOAD_NAMESPACE } from '../workload-strings.ts';

/** Each student's delivered activities' minutes and time on the platform in the month. */
export function WorkloadList({ classroomId, month, search }: { classroomId: string; month: string; search: string }) {
  const { t } = useTranslation(WORKLOAD_NAMESPACE);
  const query = useStudentsWorkload(classroomId, month);
  const columns: Column<StudentWorkload>[] = [
    { key: 'name', header: t('workload.name'), cell: (row) => row.name, place: 'title', sortValue: (row) => row.name },
    {
      key: 'delivered',
      header: t('workload.delivered'),
      cell: (row) => row.delivered_activities,
      sortValue: (row) => row.delivered_activities,
    },
    {
      key: 'activity',
      header: t('workload.activityMinutes'),
      cell: (row) => certificateWorkloadLabel(row.activity_minutes),
      sortValue: (row) => row.activity_minutes,
    },
    {
      key: 'platform',
      header: t('workload.platformMinutes'),
      cell: (row) => certificateWorkloadLabel(row.platform_minutes),
      sortValue: (row) => row.platform_minutes,
    },
    {
      key: 'details',
      header: t('workload.details'),
      cell: (row) => (
        <Link
          className={ROW_ACTION}
          to={`carga/${row.student_id}${search}`}
          aria-label={`${t('workload.details')}: ${row.name}`}
        >
          {t('workload.details')}
        </Link>
      ),
    },
  ];
  return (
    <QueryState query={query} errorText={t('loadError')}>
      {(data) => (
        <DataTable
          caption={t('workload.caption')}
          columns={columns}
          rows={data.students}
          rowKey={(row) => row.student_id}
        />
      )}
    </QueryState>
  );
}
