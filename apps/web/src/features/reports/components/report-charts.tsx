import type { ActivitiesSummary, DailyTotals, ReportName } from '@ava/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { REPORTS_NAMESPACE } from '../reports-strings.ts';
import { ReportDataTable } from './report-data-table.tsx';

const HEIGHT = 240;
const PRIMARY = 'var(--color-primary, #3b5bdb)';
const SECONDARY = 'var(--color-dark, #1f2a5c)';

/**
 * A chart is an image named by its title and description; its data is also a table under a
 * disclosure, the accessible way to read every value (the same table the report exports).
 */
function ChartFigure({
  title,
  description,
  children,
  table,
}: {
  title: string;
  description: string;
  children: React.ReactElement;
  table: React.ReactNode;
}) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const id = useId();
  return (
    <figure className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="font-semibold">
        {title}
      </figcaption>
      <div role="img" aria-label={`${title}. ${description}`} style={{ width: '100%', height: HEIGHT }}>
        <ResponsiveContainer width="100%" height={HEIGHT}>
          {children}
        </ResponsiveContainer>
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-primary">{t('chart.showData')}</summary>
        <div className="mt-2">{table}</div>
      </details>
    </figure>
  );
}

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
