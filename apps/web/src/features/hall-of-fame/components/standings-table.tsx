import { formatScore } from '@ava/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HALL_OF_FAME_NAMESPACE } from '../hall-of-fame-strings.ts';

export const CELL = 'px-2 py-2 sm:px-3';
const HEAD = `${CELL} text-left text-xs font-semibold uppercase tracking-wide text-subtitle`;
/** Challenges played: left out on phones, where the caller's own count is above the table. */
const WIDE_ONLY = 'hidden sm:table-cell';

/**
 * A ranking's table: position, who (students or classrooms), score and challenges played, its
 * rows given as StandingRow; the empty text when there are none.
 */
export function StandingsTable({
  caption,
  whoHeader,
  empty,
  children,
}: {
  caption: string;
  whoHeader: string;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(HALL_OF_FAME_NAMESPACE);
  if (empty) return <p className="rounded-xl bg-white p-6 text-center text-subtitle">{t('table.empty')}</p>;
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm">
      <table className="w-full table-fixed border-collapse text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-gray-200">
          <tr>
            <th scope="col" className={`${HEAD} w-20 sm:w-24`}>
              {t('table.position')}
            </th>
            <th scope="col" className={HEAD}>
              {whoHeader}
            </th>
            <th scope="col" className={`${HEAD} w-20 text-right sm:w-28`}>
              {t('table.score')}
            </th>
            <th scope="col" className={`${HEAD} ${WIDE_ONLY} w-20 text-right sm:w-28`}>
              {t('table.games')}
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** One place of a ranking; the caller's own is highlighted and named as the current one for screen readers. */
export function StandingRow({
  position,
  own,
  score,
  gamesPlayed,
  children,
}: {
  position: number;
  own: boolean;
  score: number;
  gamesPlayed: number;
  /** The who cell's content. */
  children: ReactNode;
}) {
  return (
    <tr
      aria-current={own ? 'true' : undefined}
      className={`border-b border-gray-100 last:border-0 ${own ? 'bg-light font-semibold' : ''}`}
    >
      <td className={`${CELL} font-bold text-title`}>{position}º</td>
      <td className={CELL}>{children}</td>
      <td className={`${CELL} text-right tabular-nums`}>{formatScore(score)}</td>
      <td className={`${CELL} ${WIDE_ONLY} text-right tabular-nums`}>{gamesPlayed}</td>
    </tr>
  );
}
