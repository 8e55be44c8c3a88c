import { STUDENT_ROW_PROBLEMS, type StudentLoadPreview, type StudentLoadRow } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { serverText } from '../../../i18n/vocabulary.ts';
import { SCHOOL_DATA_NAMESPACE } from '../school-data-strings.ts';

/** The sheet as the server read it: the lines with problems (each problem in red), or every line when none has any. */
export function LoadPreview({ preview }: { preview: StudentLoadPreview }) {
  const { t } = useTranslation(SCHOOL_DATA_NAMESPACE);
  const rows = preview.invalid > 0 ? preview.rows.filter((row) => row.problems.length > 0) : preview.rows;
  const columns: Column<StudentLoadRow>[] = [
    { key: 'line', header: t('load.line'), cell: (row) => row.line, sortValue: (row) => row.line },
    { key: 'name', header: t('students.name'), cell: (row) => row.name, sortValue: (row) => row.name, place: 'title' },
    {
      key: 'username',
      header: t('students.username'),
      cell: (row) => row.username || <span className="text-subtitle">{t('load.generated')}</span>,
    },
    { key: 'email', header: t('students.email'), cell: (row) => row.email },
    { key: 'classroom', header: t('classrooms.name'), cell: (row) => row.classroom },
    {
      key: 'problems',
      header: t('load.problems'),
      cell: (row) =>
        row.problems.length === 0 ? (
          <span className="text-green-800">{t('load.valid')}</span>
        ) : (
          <ul className="font-semibold text-red-700">
            {row.problems.map((problem) => (
              <li key={problem}>{serverText(STUDENT_ROW_PROBLEMS[problem])}</li>
            ))}
          </ul>
        ),
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      <p className="text-subtitle">
        {preview.verdict === 'ok'
          ? t('load.ready', { count: preview.total })
          : t('load.summary', { count: preview.total, invalid: preview.invalid })}
      </p>
      <DataTable caption={t('load.previewCaption')} columns={columns} rows={rows} rowKey={(row) => String(row.line)} />
    </div>
  );
}
