import { formatDateTime, formatScore, type LearningStudent } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { LINK_BUTTON } from '../../../components/ui/classes.ts';
import { LEARNING_NAMESPACE } from '../learning-strings.ts';

interface Props {
  students: readonly LearningStudent[];
  onDetails: (student: LearningStudent) => void;
}

/** The classroom's students' learning rows, each opening the student's details. */
export function StudentsTable({ students, onDetails }: Props) {
  const { t } = useTranslation(LEARNING_NAMESPACE);
  const columns: Column<LearningStudent>[] = [
    { key: 'name', header: t('students.name'), place: 'title', cell: (s) => s.name, sortValue: (s) => s.name },
    {
      key: 'average',
      header: t('students.average'),
      cell: (s) => formatScore(s.avg_points),
      sortValue: (s) => s.avg_points,
    },
    {
      key: 'done',
      header: t('students.done'),
      cell: (s) => t('students.doneOf', { done: s.total_done, total: s.total_activities }),
      sortValue: (s) => s.total_done,
    },
    { key: 'pokz', header: t('students.pokz'), cell: (s) => s.total_pokz, sortValue: (s) => s.total_pokz },
    {
      key: 'workload',
      header: t('students.workload'),
      cell: (s) => t('minutes', { count: s.total_workload }),
      sortValue: (s) => s.total_workload,
    },
    {
      key: 'lastAccess',
      header: t('students.lastAccess'),
      cell: (s) => formatDateTime(s.last_access),
      sortValue: (s) => (s.last_access ? new Date(s.last_access) : null),
    },
    {
      key: 'actions',
      header: t('students.actions'),
      cell: (s) => (
        <button
          type="button"
          className={LINK_BUTTON}
          onClick={() => onDetails(s)}
          aria-label={t('students.detailsOf', { name: s.name })}
        >
          {t('students.details')}
        </button>
      ),
    },
  ];
  return (
    <DataTable caption={t('students.caption')} columns={columns} rows={students} rowKey={(student) => student.id} />
  );
}
