import { type DiagnosisReport, formatReportCell } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { DIAGNOSIS_NAMESPACE } from '../diagnosis-strings.ts';

type Hits = { answers: number; correct: number; hit_rate: number | null };

/** The count columns every diagnosis table ends with. */
function useHitColumns<Row extends Hits>(): Column<Row>[] {
  const { t } = useTranslation(DIAGNOSIS_NAMESPACE);
  return [
    {
      key: 'answers',
      header: t('columns.answers'),
      cell: (row) => formatReportCell(row.answers, 'number'),
      sortValue: (row) => row.answers,
    },
    {
      key: 'correct',
      header: t('columns.correct'),
      cell: (row) => formatReportCell(row.correct, 'number'),
      sortValue: (row) => row.correct,
    },
    {
      key: 'hit_rate',
      header: t('columns.hitRate'),
      cell: (row) => formatReportCell(row.hit_rate, 'percent'),
      sortValue: (row) => row.hit_rate,
    },
  ];
}

type AreaRow = DiagnosisReport['areas'][number];

/** Hit rates by knowledge area (the chart's data). */
export function AreasTable({ rows }: { rows: AreaRow[] }) {
  const { t } = useTranslation(DIAGNOSIS_NAMESPACE);
  const hits = useHitColumns<AreaRow>();
  const columns: Column<AreaRow>[] = [
    { key: 'name', header: t('columns.area'), cell: (row) => row.name, place: 'title' },
    ...hits,
  ];
  return <DataTable caption={t('chart.title')} columns={columns} rows={rows} rowKey={(row) => row.area} />;
}

type ClassroomRow = DiagnosisReport['classrooms'][number];

/** Each classroom's hit rate in each area, with its year. */
export function ClassroomsTable({ rows }: { rows: ClassroomRow[] }) {
  const { t } = useTranslation(DIAGNOSIS_NAMESPACE);
  const hits = useHitColumns<ClassroomRow>();
  const columns: Column<ClassroomRow>[] = [
    {
      key: 'classroom',
      header: t('columns.classroom'),
      cell: (row) => row.classroom,
      sortValue: (row) => row.classroom,
      place: 'title',
    },
    { key: 'year', header: t('columns.year'), cell: (row) => String(row.year), sortValue: (row) => row.year },
    { key: 'area', header: t('columns.area'), cell: (row) => row.name, sortValue: (row) => row.name },
    ...hits,
  ];
  return (
    <DataTable
      caption={t('classrooms')}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.classroom_id}-${row.area}`}
    />
  );
}

type SkillRow = DiagnosisReport['skills'][number];

/** The BNCC skills most missed, the most errors first. */
export function SkillsTable({ rows }: { rows: SkillRow[] }) {
  const { t } = useTranslation(DIAGNOSIS_NAMESPACE);
  const hits = useHitColumns<SkillRow>();
  const columns: Column<SkillRow>[] = [
    { key: 'code', header: t('columns.code'), cell: (row) => row.code, sortValue: (row) => row.code, place: 'title' },
    { key: 'description', header: t('columns.skill'), cell: (row) => row.description },
    {
      key: 'missed',
      header: t('columns.missed'),
      cell: (row) => formatReportCell(row.missed, 'number'),
      sortValue: (row) => row.missed,
    },
    ...hits,
  ];
  return (
    <DataTable
      caption={t('skills')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.code}
      emptyText={t('noSkills')}
    />
  );
}

type StudentRow = DiagnosisReport['students'][number];

/** The students below the attention threshold, the lowest hit rate first. */
export function StudentsTable({ rows }: { rows: StudentRow[] }) {
  const { t } = useTranslation(DIAGNOSIS_NAMESPACE);
  const hits = useHitColumns<StudentRow>();
  const columns: Column<StudentRow>[] = [
    {
      key: 'name',
      header: t('columns.student'),
      cell: (row) => row.name,
      sortValue: (row) => row.name,
      place: 'title',
    },
    {
      key: 'classroom',
      header: t('columns.classroom'),
      cell: (row) => row.classroom,
      sortValue: (row) => row.classroom,
    },
    ...hits,
  ];
  return (
    <DataTable
      caption={t('students')}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.student_id}-${row.classroom_id}`}
      emptyText={t('noStudents')}
    />
  );
}
