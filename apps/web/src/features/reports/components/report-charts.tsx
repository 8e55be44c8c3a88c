import type { ActivitiesSummary, DailyTotals, ReportName } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import {
  ChartFigure,
  CHART_PRIMARY as PRIMARY,
  CHART_SECONDARY as SECONDARY,
} from '../../../components/chart-figure.tsx';
import { REPORTS_NAMESPACE } from '../reports-strings.ts';
import { ReportDataTable } from './report-data-table.tsx';

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Deliveries per day (bars) and the participation (line) of a daily totals report. */
export function DailyChart({ name, answer }: { name: ReportName; answer: DailyTotals }) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const data = answer.rows.map((row) => ({
    day: dayLabel(row.day),
    delivered: row.total_delivered,
    participation: row.participation,
  }));
  return (
    <ChartFigure
      title={t('chart.daily')}
      description={t('chart.dailyDescription')}
      showData={t('chart.showData')}
      table={<ReportDataTable name={name} answer={answer} caption={t('chart.daily')} />}
    >
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={{ fontSize: 11 }} minTickGap={16} />
        <YAxis yAxisId="count" allowDecimals={false} tick={{ fontSize: 11 }} />
        <YAxis yAxisId="percent" orientation="right" domain={[0, 100]} tick={{ fontSize: 11 }} />
        <Tooltip />
        <Bar yAxisId="count" dataKey="delivered" name={t('chart.delivered')} fill={PRIMARY} />
        <Line
          yAxisId="percent"
          dataKey="participation"
          name={t('chart.participation')}
          stroke={SECONDARY}
          dot={false}
          connectNulls={false}
        />
      </ComposedChart>
    </ChartFigure>
  );
}

/** Activities of each kind in the period (bars). */
export function KindsChart({ answer }: { answer: ActivitiesSummary }) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const data = answer.rows.map((row) => ({
    kind: t(`activityKinds.${row.kind}`, { ns: 'translation' }),
    activities: row.total_activities,
  }));
  return (
    <ChartFigure
      title={t('chart.kinds')}
      description={t('chart.kindsDescription')}
      showData={t('chart.showData')}
      table={<ReportDataTable name="activities_summary" answer={answer} caption={t('chart.kinds')} />}
    >
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="kind" tick={{ fontSize: 11 }} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
        <Tooltip />
        <Bar dataKey="activities" name={t('chart.activities')} fill={PRIMARY} />
      </BarChart>
    </ChartFigure>
  );
}
