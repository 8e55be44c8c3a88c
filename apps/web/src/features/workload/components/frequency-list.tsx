import { frequencyLabel, type StudentFrequency } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ROW_ACTION } from '../../../components/ui/classes.ts';
import { useStudentsFrequency } from '../api/students-frequency.ts';
import { WORKLOAD_NAMESPACE } from '../workload-strings.ts';

/** Each student's classes, absences and frequency in the month. */
export function FrequencyList({ classroomId, month, search }: { classroomId: string; month: string; search: string }) {
  const { t } = useTranslation(WORKLOAD_NAMESPACE);
  const query = useStudentsFrequency(classroomId, month);
  const columns: Column<StudentFrequency>[] = [
    { key: 'name', header: t('students.name'), cell: (row) => row.name, place: 'title', sortValue: (row) => row.name },
    { key: 'classes', header: t('students.classes'), cell: (row) => row.classes },
    {
      key: 'missed',
      header: t('students.missed'),
      cell: (row) => row.missed_classes,
      sortValue: (row) => row.missed_classes,
    },
    {
      key: 'frequency',
      header: t('students.frequency'),
      cell: (row) => frequencyLabel(row.frequency),
      sortValue: (row) => row.frequency ?? -1,
    },
    {
      key: 'details',
      header: t('students.details'),
      cell: (row) => (
        <Link
          className={ROW_ACTION}
          to={`frequencia/${row.student_id}${search}`}
          aria-label={`${t('students.details')}: ${row.name}`}
        >
          {t('students.details')}
        </Link>
      ),
    },
  ];
  return (
    <QueryState query={query} errorText={t('loadError')}>
      {(data) => (
        <DataTable
          caption={t('students.caption')}
          columns={columns}
          rows={data.students}
          rowKey={(row) => row.student_id}
        />
      )}
    </QueryState>
  );
}
