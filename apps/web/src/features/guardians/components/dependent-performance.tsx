import { formatScore, PERFORMANCE_MONTHS } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { LineChart } from '../../../components/line-chart.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useGuardianPerformance } from '../api/guardian-views.ts';
import { GUARDIANS_NAMESPACE } from '../guardians-strings.ts';

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** 'YYYY-MM' as 'mar/26'. */
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]}/${month.slice(2, 4)}`;

/** One dependent's mean grade per month, as a chart with its table. */
export function DependentPerformance({ student }: { student: { id: string; name: string } }) {
  const { t } = useTranslation(GUARDIANS_NAMESPACE);
  const months = PERFORMANCE_MONTHS.default;
  const performance = useGuardianPerformance(student.id, months);
  return (
    <section aria-labelledby="guardian-performance" className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm">
      <h3 id="guardian-performance" className="text-xl font-bold text-title">
        {t('home.performance.title')}
      </h3>
      <QueryState query={performance}>
        {({ max_score: max, students }) => (
          <LineChart
            title={t('home.performance.title')}
            description={t('home.performance.description', { name: student.name, max, months })}
            max={max}
            format={formatScore}
            points={(students[0]?.points ?? []).map((point) => ({
              label: monthLabel(point.month),
              value: point.average,
            }))}
            table={{
              summary: t('home.performance.table'),
              label: t('home.performance.month'),
              value: t('home.performance.average'),
              empty: t('home.performance.empty'),
            }}
          />
        )}
      </QueryState>
    </section>
  );
}
