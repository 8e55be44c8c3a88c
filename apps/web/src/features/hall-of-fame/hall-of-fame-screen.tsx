import {
  formatScore,
  HALL_OF_FAME_MAX_MONTHS,
  type HallPeriod,
  type HallPosition,
  monthsBetween,
  splitYearMonth,
  yearMonthAt,
} from '@ava/contracts';
import Trophy from 'lucide-react/icons/trophy';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { serverText } from '../../i18n/vocabulary.ts';
import { usePlatform } from '../../lib/platform.ts';
import { useClassroomPosition } from './api/classroom-position.ts';
import { useClassroomStandings } from './api/classroom-standings.ts';
import { useSeasons } from './api/seasons.ts';
import { useStudentStandings } from './api/student-standings.ts';
import { ClassroomStandingsTable } from './components/classroom-standings-table.tsx';
import { type MonthRange, PeriodPicker } from './components/period-picker.tsx';
import { SeasonsList } from './components/seasons-list.tsx';
import { StudentStandingsTable } from './components/student-standings-table.tsx';
import { HALL_OF_FAME_NAMESPACE } from './hall-of-fame-strings.ts';

const TABS = ['classroom', 'school', 'classrooms'] as const;
type Tab = (typeof TABS)[number];

function periodOf({ from, to }: MonthRange): HallPeriod {
  const start = splitYearMonth(from);
  const end = splitYearMonth(to);
  return { start_month: start.month, start_year: start.year, end_month: end.month, end_year: end.year };
}

/** The caller's place in the ranking shown: position of how many, points and challenges. */
function OwnPosition({ position }: { position: HallPosition }) {
  const { t } = useTranslation(HALL_OF_FAME_NAMESPACE);
  return (
    <section
      aria-label={t('me.title')}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl bg-primary p-4 text-on-primary"
    >
      <Trophy className="size-8 shrink-0" aria-hidden="true" />
      {position.ranking_position === null ? (
        <p>{t('me.none')}</p>
      ) : (
        <>
          <p className="text-xl font-bold">
            {t('me.position', { position: position.ranking_position, ranked: position.ranked })}
          </p>
          <p>{t('me.score', { score: formatScore(position.score) })}</p>
          <p>{t('me.games', { count: position.games_played })}</p>
        </>
      )}
    </section>
  );
}

function SchoolPanel({ period }: { period: HallPeriod }) {
  return <StudentsRanking period={period} />;
}

function ClassroomPanel({ period }: { period: HallPeriod }) {
  const { t } = useTranslation(HALL_OF_FAME_NAMESPACE);
  const classroom = useClassroomPosition(period);
  return (
    <QueryState query={classroom} errorText={t('loadError')}>
      {(own) => (
        <div className="flex flex-col gap-4">
          <div>
            <h2 className="text-xl font-bold text-title">{own.name}</h2>
            <p className="text-subtitle">
              {own.ranking_position === null
                ? t('classroom.unranked')
                : t('classroom.position', { position: own.ranking_position, ranked: own.ranked })}
            </p>
          </div>
          <StudentsRanking period={period} classroom={own.classroom_id} />
        </div>
      )}
    </QueryState>
  );
}

/** The students of the school, or of one classroom, ranked; the caller's own place above. */
function StudentsRanking({ period, classroom }: { period: HallPeriod; classroom?: string }) {
  const { t } = useTranslation(HALL_OF_FAME_NAMESPACE);
  const standings = useStudentStandings(period, classroom);
  return (
    <QueryState query={standings} errorText={t('loadError')}>
      {(answer) => (
        <div className="flex flex-col gap-4">
          {answer.unlisted ? (
            <p role="status" className="rounded-xl bg-white p-4 text-subtitle">
              {serverText(answer.unlisted)}
            </p>
          ) : (
            answer.me && <OwnPosition position={answer.me} />
          )}
          <StudentStandingsTable standings={answer.standings} caption={answer.scope.name} />
        </div>
      )}
    </QueryState>
  );
}

function ClassroomsPanel({ period }: { period: HallPeriod }) {
  const { t } = useTranslation(HALL_OF_FAME_NAMESPACE);
  const standings = useClassroomStandings(period);
  return (
    <QueryState query={standings} errorText={t('loadError')}>
      {(answer) => <ClassroomStandingsTable standings={answer.standings} caption={answer.school.name} />}
    </QueryState>
  );
}

const PANELS: Record<Tab, (props: { period: HallPeriod }) => ReactNode> = {
  classroom: ClassroomPanel,
  school: SchoolPanel,
  classrooms: ClassroomsPanel,
};

/**
 * /:business/painel/hall-da-fama: the rankings of the student's classroom, school and the school's
 * classrooms over a period of months (this month at first), the student's own place marked, and
 * the seasons with their rewards to claim. Hidden with the theme's hide_hall_of_fame (the
 * dashboard leaves the screen out).
 */
export default function HallOfFameScreen() {
  const { t } = useTranslation(HALL_OF_FAME_NAMESPACE);
  const currency = usePlatform().theme.currency.student;
  const [latest] = useState(() => yearMonthAt(new Date()));
  const [range, setRange] = useState<MonthRange>({ from: latest, to: latest });
  const [tab, setTab] = useState<Tab>('classroom');
  const seasons = useSeasons();
  const invalid =
    range.from > range.to
      ? t('period.reversed')
      : monthsBetween(range.from, range.to) > HALL_OF_FAME_MAX_MONTHS
        ? t('period.tooLong')
        : null;
  const Panel = PANELS[tab];

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="hall-of-fame-title" className="flex flex-col gap-4">
        <div>
          <h1 id="hall-of-fame-title" className="type-title text-title">
            {t('title')}
          </h1>
          <p className="text-subtitle">{t('intro')}</p>
        </div>
        <PeriodPicker value={range} latest={latest} onChange={setRange} />
        <div
          role="tablist"
          aria-label={t('tabs.label')}
          className="grid grid-cols-3 border-b border-gray-200 sm:flex sm:gap-2"
        >
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`hall-tab-${name}`}
              aria-selected={tab === name}
              aria-controls="hall-panel"
              onClick={() => setTab(name)}
              className="-mb-px border-b-4 border-transparent px-2 py-2 font-semibold leading-tight text-subtitle aria-selected:border-primary aria-selected:text-primary sm:px-3"
            >
              {t(`tabs.${name}`)}
            </button>
          ))}
        </div>
        <div id="hall-panel" role="tabpanel" aria-labelledby={`hall-tab-${tab}`}>
          {invalid ? (
            <p role="alert" className="rounded-xl bg-white p-6 text-red-700">
              {invalid}
            </p>
          ) : (
            <Panel period={periodOf(range)} />
          )}
        </div>
      </section>
      <section aria-labelledby="seasons-title" className="flex flex-col gap-4">
        <div>
          <h2 id="seasons-title" className="text-2xl font-bold text-title">
            {t('seasons.title')}
          </h2>
          <p className="text-subtitle">{t('seasons.intro')}</p>
        </div>
        <QueryState query={seasons} errorText={t('seasons.loadError')} loading={<Skeleton shape="card" rows={3} />}>
          {(list) => <SeasonsList seasons={list} currency={currency} />}
        </QueryState>
      </section>
    </div>
  );
}
