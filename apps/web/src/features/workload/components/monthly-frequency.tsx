import { frequencyLabel, type MonthFrequency } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useMonthlyFrequency } from '../api/monthly-frequency.ts';
import { WORKLOAD_NAMESPACE } from '../workload-strings.ts';

const monthName = (month: string) => {
  const [year, number] = month.split('-');
  return `${number}/${year}`;
};

/** The classroom's frequency in each month of the year: a bar chart and its table. */
export function MonthlyFrequencyPanel({ classroomId, year }: { classroomId: string; year: string }) {
  const { t } = useTranslation(WORKLOAD_NAMESPACE);
  const query = useMonthlyFrequency(classroomId, year);
  const columns: Column<MonthFrequency>[] = [
    {
      key: 'month',
      header: t('monthly.month'),
      cell: (row) => monthName(row.month),
      place: 'title',
      sortValue: (row) => row.month,
    },
    { key: 'lessons', header: t('monthly.lessons'), cell: (row) => row.lessons, sortValue: (row) => row.lessons },
    { key: 'classes', header: t('monthly.classes'), cell: (row) => row.classes, sortValue: (row) => row.classes },
    {
      key: 'missed',
      header: t('monthly.missed'),
      cell: (row) => row.missed_classes,
      sortValue: (row) => row.missed_classes,
    },
    {
      key: 'frequency',
      header: t('monthly.frequency'),
      cell: (row) => frequencyLabel(row.frequency),
      sortValue: (row) => row.frequency ?? -1,
    },
  ];
  return (
    <section className="flex flex-col gap-3" aria-labelledby="monthly-title">
      <h2 id="monthly-title" className="text-lg font-semibold text-title">
        {t('monthly.title')}
      </h2>
      <QueryState query={query} errorText={t('loadError')}>
        {(data) => (
          <>
            {data.months.length > 0 && (
              <div className="h-56 w-full rounded-xl bg-white p-2" aria-hidden="true">
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart
                    data={data.months.map((row) => ({ month: monthName(row.month), frequency: row.frequency ?? 0 }))}
                  >
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="month" />
                    <YAxis domain={[0, 100]} unit="%" width={44} />
                    <Tooltip formatter={(value) => frequencyLabel(Number(value))} />
                    <Bar dataKey="frequency" name={t('monthly.frequency')} fill="var(--color-primary, #4f46e5)" />
                  </BarChart>
                </ResponsiveContainer>
              </div>
            )}
            <DataTable
              caption={t('monthly.caption')}
              columns={columns}
              rows={data.months}
              rowKey={(row) => row.month}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
