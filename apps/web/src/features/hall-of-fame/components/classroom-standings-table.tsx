import { type ClassroomStanding, formatScore } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { HALL_OF_FAME_NAMESPACE } from '../hall-of-fame-strings.ts';
import { CELL, HEAD, OWN_ROW, WIDE_ONLY } from './student-standings-table.tsx';

/** The classrooms of the school, ranked; the student's own highlighted. */
export function ClassroomStandingsTable({ standings, caption }: { standings: ClassroomStanding[]; caption: string }) {
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
              {t('table.classroom')}
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
          {standings.map((row) => (
            <tr
              key={row.classroom_id}
              aria-current={row.mine ? 'true' : undefined}
              className={`border-b border-gray-100 last:border-0 ${row.mine ? OWN_ROW : ''}`}
            >
              <td className={`${CELL} font-bold text-title`}>{row.position}º</td>
              <td className={CELL}>
                <span className="block truncate">{row.name}</span>
                <span className="flex flex-wrap items-center gap-2 text-xs font-normal text-subtitle">
                  {row.grade_name}
                  {row.mine && (
                    <span className="rounded-full bg-primary px-2 py-0.5 text-on-primary">{t('table.mine')}</span>
                  )}
                </span>
              </td>
              <td className={`${CELL} text-right tabular-nums`}>{formatScore(row.score)}</td>
              <td className={`${CELL} ${WIDE_ONLY} text-right tabular-nums`}>{row.games_played}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
