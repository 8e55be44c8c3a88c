import { HALL_OF_FAME_TOP, type StudentStanding } from '@ava/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { HALL_OF_FAME_NAMESPACE } from '../hall-of-fame-strings.ts';
import { RankedAvatar } from './ranked-avatar.tsx';
import { CELL, StandingRow, StandingsTable } from './standings-table.tsx';

/** A ranking of students: the top, then the caller's own row when it falls below it. */
export function StudentStandingsTable({ standings, caption }: { standings: StudentStanding[]; caption: string }) {
  const { t } = useTranslation(HALL_OF_FAME_NAMESPACE);
  return (
    <StandingsTable caption={caption} whoHeader={t('table.student')} empty={standings.length === 0}>
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
          <StandingRow position={row.position} own={row.me} score={row.score} gamesPlayed={row.games_played}>
            <span className="flex min-w-0 items-center gap-2">
              <RankedAvatar name={row.first_name} url={row.avatar_url} />
              <span className="truncate">{row.first_name}</span>
              {row.me && (
                <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs text-on-primary">
                  {t('table.you')}
                </span>
              )}
            </span>
          </StandingRow>
        </Fragment>
      ))}
    </StandingsTable>
  );
}
