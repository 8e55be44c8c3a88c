import type { DiagnosisReport } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_PRIMARY, ChartFigure } from '../../../components/chart-figure.tsx';
import { DIAGNOSIS_NAMESPACE } from '../diagnosis-strings.ts';
import { AreasTable } from './diagnosis-tables.tsx';

/** The hit rate of each knowledge area (bars, 0 to 100%), with its data as a table. */
export function AreasChart({ areas }: { areas: DiagnosisReport['areas'] }) {
  const { t } = useTranslation(DIAGNOSIS_NAMESPACE);
  const data = areas.map((area) => ({ name: area.name, hitRate: area.hit_rate }));
  return (
    <ChartFigure
      title={t('chart.title')}
      description={t('chart.description')}
      showData={t('chart.showData')}
      table={<AreasTable rows={areas} />}
    >
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" tick={{ fontSize: 11 }} interval={0} />
        <YAxis domain={[0, 100]} tick={{ fontSize: 11 }} />
        <Tooltip />
        <Bar dataKey="hitRate" name={t('chart.hitRate')} fill={CHART_PRIMARY} />
      </BarChart>
    </ChartFigure>
  );
}
