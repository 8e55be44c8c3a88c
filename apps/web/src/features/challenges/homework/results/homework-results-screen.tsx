import { formatScore, type HomeworkGame, type HomeworkSummary } from '@ava/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../../components/ui/classes.ts';
import { useHomeworkGames } from '../../../../lib/homework-games.ts';
import { CHALLENGES_NAMESPACE } from '../../challenges-strings.ts';
import { useHomeworkSummary } from '../api/homework-results.ts';
import { GameResults } from './game-results.tsx';
import { StudentsSummary } from './students-summary.tsx';

const TABS = ['students', 'games'] as const;
type Tab = (typeof TABS)[number];

/**
 * The teacher's results of a tarefa: the totals, then a tab of the students (each opens their
 * challenges) and a tab of the challenges (each with its students and rounds).
 */
export function HomeworkResultsScreen({ activityId }: { activityId: string }) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const summary = useHomeworkSummary(activityId);
  const [tab, setTab] = useState<Tab>('students');
  const id = useId();
  return (
    <QueryState query={summary} errorText={t('homework.results.loadError')} retryText={t('result.retry')}>
      {(data) => (
        <div className="flex flex-col gap-4">
          <Totals summary={data} />
          <div role="tablist" aria-label={t('homework.results.tabs')} className="flex flex-wrap gap-2">
            {TABS.map((name) => (
              <button
                key={name}
                id={`${id}-${name}-tab`}
                type="button"
                role="tab"
                aria-selected={tab === name}
                aria-controls={`${id}-${name}`}
                className={tab === name ? PRIMARY_BUTTON : SECONDARY_BUTTON}
                onClick={() => setTab(name)}
              >
                {t(`homework.results.${name}`)}
              </button>
            ))}
          </div>
          <div id={`${id}-${tab}`} role="tabpanel" aria-labelledby={`${id}-${tab}-tab`}>
            {tab === 'students' ? <StudentsSummary summary={data} /> : <GamesTab activityId={activityId} />}
          </div>
        </div>
      )}
    </QueryState>
  );
}

function Totals({ summary: { activity } }: { summary: HomeworkSummary }) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const totals: [string, string][] = [
    [t('homework.results.students'), String(activity.total_students)],
    [t('homework.results.finishedStudents'), String(activity.finished_students)],
    [t('homework.results.average'), formatScore(activity.average)],
    [t('homework.results.games'), String(activity.total_games)],
  ];
  return (
    <dl aria-label={t('homework.results.totals')} className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {totals.map(([label, value]) => (
        <div key={label} className="flex flex-col rounded-xl bg-white p-3 shadow-sm">
          <dt className="text-sm text-subtitle">{label}</dt>
          <dd className="text-2xl font-bold text-title">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The tarefa's challenges to choose from, and the results of the one chosen. */
function GamesTab({ activityId }: { activityId: string }) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const games = useHomeworkGames(activityId);
  const [chosen, setChosen] = useState<string | null>(null);
  const id = useId();
  return (
    <QueryState query={games} errorText={t('homework.results.loadError')} retryText={t('result.retry')}>
      {({ games: list }) => {
        const game: HomeworkGame | undefined = list.find((item) => item.oed_content_id === chosen) ?? list[0];
        if (!game) return <p className="rounded-xl bg-white p-6 text-subtitle">{t('homework.results.noGames')}</p>;
        return (
          <div className="flex flex-col gap-4">
            <label htmlFor={`${id}-game`} className="flex max-w-xl flex-col gap-1 font-semibold text-title">
              {t('homework.results.chooseGame')}
              <select
                id={`${id}-game`}
                className={INPUT}
                value={game.oed_content_id}
                onChange={(event) => setChosen(event.target.value)}
              >
                {list.map((item) => (
                  <option key={item.oed_content_id} value={item.oed_content_id}>
                    {item.id}. {item.title}
                  </option>
                ))}
              </select>
            </label>
            <GameResults key={game.oed_content_id} activityId={activityId} game={game} />
          </div>
        );
      }}
    </QueryState>
  );
}
