import { formatScore, type GradesAssigned, SCORE_BANDS } from '@ava/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { LEARNING_NAMESPACE } from '../learning-strings.ts';

type ClassroomGrades = GradesAssigned['classrooms'][number];

/**
 * The classroom's scores per band as a bar chart, with the same numbers as a table under a
 * disclosure: the chart is an image with a title and description for screen readers.
 */
export function GradesChart({ classroom }: { classroom: ClassroomGrades }) {
  const { t } = useTranslation(LEARNING_NAMESPACE);
  const id = useId();
  const bands = SCORE_BANDS.map((band, index) => ({
    label: t('chart.band', { from: band.from, to: band.to }),
    count: classroom.distribution[index] ?? 0,
  }));
  if (classroom.graded === 0) return <p className="rounded-xl bg-white p-6 text-subtitle">{t('chart.empty')}</p>;
  return (
    <figure className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
      <figcaption id={`${id}-title`} className="font-semibold text-title">
        {t('chart.title')}
      </figcaption>
      <p id={`${id}-desc`} className="text-sm text-subtitle">
        {t('chart.description', { average: formatScore(classroom.average) })}
      </p>
      <div role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-60 w-full">
        <BarChart responsive data={bands} style={{ width: '100%', height: '100%' }} margin={{ left: -20, right: 8 }}>
          <CartesianGrid vertical={false} stroke="#e5e7eb" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => [value, t('chart.count')]} />
          <Bar dataKey="count" name={t('chart.count')} fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
        </BarChart>
      </div>
      <details>
        <summary className="cursor-pointer font-semibold text-primary">{t('chart.tableSummary')}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{t('chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1">
                {t('chart.tableBand')}
              </th>
              <th scope="col" className="py-1">
                {t('chart.count')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bands.map((band) => (
              <tr key={band.label} className="border-t border-gray-100">
                <th scope="row" className="py-1 font-normal">
                  {band.label}
                </th>
                <td className="py-1">{band.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
