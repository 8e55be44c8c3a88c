import type { ClassroomStanding } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { HALL_OF_FAME_NAMESPACE } from '../hall-of-fame-strings.ts';
import { StandingRow, StandingsTable } from './standings-table.tsx';

/** The classrooms of the school, ranked; the student's own highlighted. */
export function ClassroomStandingsTable({ standings, caption }: { standings: ClassroomStanding[]; caption: string }) {
  const { t } = useTranslation(HALL_OF_FAME_NAMESPACE);
  return (
    <StandingsTable caption={caption} whoHeader={t('table.classroom')} empty={standings.length === 0}>
      {standings.map((row) => (
        <StandingRow
          key={row.classroom_id}
          position={row.position}
          own={row.mine}
          score={row.score}
          gamesPlayed={row.games_played}
        >
          <span className="block truncate">{row.name}</span>
          <span className="flex flex-wrap items-center gap-2 text-xs font-normal text-subtitle">
            {row.grade_name}
            {row.mine && <span className="rounded-full bg-primary px-2 py-0.5 text-on-primary">{t('table.mine')}</span>}
          </span>
        </StandingRow>
      ))}
    </StandingsTable>
  );
}
