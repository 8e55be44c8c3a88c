import { formatReportCell, type ReportAnswer, type ReportName, reportTable } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { REPORTS_NAMESPACE } from '../reports-strings.ts';

type Row = Record<string, string | number | boolean | null>;

/** A report's rows in the shared table (cards on phones), the same columns the exports write. */
export function ReportDataTable({
  name,
  answer,
  caption,
}: {
  name: ReportName;
  answer: ReportAnswer;
  caption: string;
}) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const table = reportTable(name, answer);
  const columns: Column<Row>[] = table.columns.map((column, index) => ({
    key: column.key,
    header: t(`columns.${column.key}`, { defaultValue: column.header }),
    cell: (row) =>
      column.key === 'kind_label' && typeof row.kind === 'string'
        ? t(`activityKinds.${row.kind}`, { ns: 'translation' })
        : formatReportCell(row[column.key], column.type),
    sortValue: (row) => {
      const value = row[column.key];
      return typeof value === 'boolean' ? Number(value) : (value ?? null);
    },
    ...(index === 0 && column.type === 'text' ? { place: 'title' as const } : {}),
  }));
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={table.rows}
      rowKey={(row) =>
        String(row.activity_id ?? row.classroom_id ?? row.student_id ?? row.teacher_id ?? row.day ?? row.kind)
      }
    />
  );
}
