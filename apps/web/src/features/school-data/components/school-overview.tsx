import type { SchoolClassroom, SchoolStudent } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { serverText } from '../../../i18n/vocabulary.ts';
import { useSchoolClassrooms } from '../api/classrooms.ts';
import { useSchoolStudents } from '../api/students.ts';
import { SCHOOL_DATA_NAMESPACE } from '../school-data-strings.ts';

/** A school's classrooms (grade, year, students) and its students, each a sortable table. */
export function SchoolOverview({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation(SCHOOL_DATA_NAMESPACE);
  const classrooms = useSchoolClassrooms(schoolId);
  const students = useSchoolStudents(schoolId);

  const classroomColumns: Column<SchoolClassroom>[] = [
    {
      key: 'name',
      header: t('classrooms.name'),
      cell: (row) => row.name,
      sortValue: (row) => row.name,
      place: 'title',
    },
    {
      key: 'grade',
      header: t('classrooms.grade'),
      cell: (row) => serverText(row.grade_name),
      sortValue: (row) => row.grade_id,
    },
    { key: 'year', header: t('classrooms.year'), cell: (row) => row.year, sortValue: (row) => row.year },
    {
      key: 'students',
      header: t('classrooms.students'),
      cell: (row) => row.students,
      sortValue: (row) => row.students,
    },
  ];
  const studentColumns: Column<SchoolStudent>[] = [
    { key: 'name', header: t('students.name'), cell: (row) => row.name, sortValue: (row) => row.name, place: 'title' },
    { key: 'username', header: t('students.username'), cell: (row) => row.username, sortValue: (row) => row.username },
    { key: 'email', header: t('students.email'), cell: (row) => row.email ?? '', sortValue: (row) => row.email ?? '' },
    {
      key: 'classrooms',
      header: t('students.classrooms'),
      cell: (row) => row.classrooms.join(', '),
      sortValue: (row) => row.classrooms.join(', '),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-2">
        <h2 className="type-subtitle text-title">{t('classrooms.title')}</h2>
        <QueryState query={classrooms} errorText={t('loadError')}>
          {(rows) => (
            <DataTable caption={t('classrooms.caption')} columns={classroomColumns} rows={rows} rowKey={(r) => r.id} />
          )}
        </QueryState>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="type-subtitle text-title">{t('students.title')}</h2>
        <QueryState query={students} errorText={t('loadError')}>
          {(rows) => (
            <DataTable caption={t('students.caption')} columns={studentColumns} rows={rows} rowKey={(r) => r.id} />
          )}
        </QueryState>
      </section>
    </div>
  );
}
