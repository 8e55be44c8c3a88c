import { formatScore, HALL_OF_FAME_TOP, type StudentStanding } from '@ava/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { HALL_OF_FAME_NAMESPACE } from '../hall-of-fame-strings.ts';
import { RankedAvatar } from './ranked-avatar.tsx';

export const CELL = 'px-2 py-2 sm:px-3';
export const HEAD = `${CELL} text-left text-xs font-semibold uppercase tracking-wide text-subtitle`;
/** Challenges played: left out on phones, where the caller's own count is above the table. */
export const WIDE_ONLY = 'hidden sm:table-cell';
/** The caller's own row: highlighted, and named as the current one for screen readers. */
export const OWN_ROW = 'bg-light font-semibold';

/** A ranking of students: the top, then the caller's own row when it falls below it. */
export function StudentStandingsTable({ standings, caption }: { standings: StudentStanding[]; caption: string }) {
  const { t } = useTranslation(HALL_OF_FAME_NAMESPACE);
  if (standings.length === 0)
    return <p className="rounded-xl bg-white p-6 text-center text-subtitle">{t('table.empty')}</p>;
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
              {t('table.student')}
            </th>
            <th scope="col" className={`${HEAD} w-20 text-right sm:w-28`}>
              {t('table.score')}
            </th>
            <th scope="col" className={`${HEAD} ${WIDE_ONLY} w-20 text-right sm:w-28`}>
              {t('table.games')}
            </th>
          </tr>
        </thead>
        <tbody>
          {standings.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows carry no id (children's ids are not sent); each answer replaces them all.
            <Fragment key={index}>
              {row.position > HALL_OF_FAME_TOP && (
                <tr className="border-b border-gray-100">
                  <td colSpan={4} className={`${CELL} text-center text-xs text-subtitle`}>
                    {t('table.yourRow', { top: HALL_OF_FAME_TOP })}
                  </td>
                </tr>
              )}
              <tr
                aria-current={row.me ? 'true' : undefined}
                className={`border-b border-gray-100 last:border-0 ${row.me ? OWN_ROW : ''}`}
              >
                <td className={`${CELL} font-bold text-title`}>{row.position}º</td>
                <td className={CELL}>
                  <span className="flex min-w-0 items-center gap-2">
                    <RankedAvatar name={row.first_name} url={row.avatar_url} />
                    <span className="truncate">{row.first_name}</span>
                    {row.me && (
                      <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs text-on-primary">
                        {t('table.you')}
                      </span>
                    )}
                  </span>
                </td>
                <td className={`${CELL} text-right tabular-nums`}>{formatScore(row.score)}</td>
                <td className={`${CELL} ${WIDE_ONLY} text-right tabular-nums`}>{row.games_played}</td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
