import { formatReportCell, type ReportStats } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { REPORTS_NAMESPACE } from '../reports-strings.ts';

const SHOWN: { key: keyof ReportStats; type: Parameters<typeof formatReportCell>[1] }[] = [
  { key: 'total_activities', type: 'number' },
  { key: 'total_delivered', type: 'number' },
  { key: 'participation', type: 'percent' },
  { key: 'avg_points', type: 'score' },
  { key: 'total_pokz', type: 'number' },
  { key: 'active_seconds', type: 'seconds' },
];

/** The period's totals, one tile each ('-' when there is no average or participation). */
export function ReportTotals({ totals }: { totals: ReportStats }) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  return (
    <section aria-label={t('totals')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {SHOWN.map(({ key, type }) => (
          <div key={key} className="rounded-xl bg-white p-3 shadow-sm">
            <dt className="text-sm text-subtitle">{t(`columns.${key}`)}</dt>
            <dd className="text-xl font-semibold">{formatReportCell(totals[key], type)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
