import './levels-strings.ts';
import type { LevelIndexResponse } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '../../components/level-badge.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { currentAndNext, useLevelIndex } from './api/level-index.ts';
import { LevelProgress } from './components/level-progress.tsx';
import { RequisitionList } from './components/requisition-list.tsx';
import { LEVELS_NAMESPACE } from './levels-strings.ts';

type Level = LevelIndexResponse['levels'][number];

/** Where the student stands: their level, and what the next one asks for. */
function CurrentLevel({ index }: { index: LevelIndexResponse }) {
  const { t } = useTranslation(LEVELS_NAMESPACE);
  const { current, next } = currentAndNext(index);
  return (
    <section
      aria-label={t('yours')}
      className="flex flex-col gap-4 rounded-xl border-4 bg-white p-5 shadow-sm sm:flex-row sm:items-start"
      style={{ borderColor: current?.color ?? 'transparent' }}
    >
      {current && <LevelBadge level={current.level} color={current.color} imageUrl={current.image_url} size="lg" />}
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <p className="text-xl font-bold text-title">
          {index.level > 0 ? t('current', { level: index.level }) : t('noLevel')}
        </p>
        {next ? (
          <>
            <h2 className="font-semibold text-title">{t('toNext', { level: next.level })}</h2>
            <LevelProgress level={next} />
            <RequisitionList requisitions={next.requisitions} />
          </>
        ) : (
          <p className="text-subtitle">{t('top')}</p>
        )}
      </div>
    </section>
  );
}

function stateOf(level: Level, current: number): 'reached' | 'current' | 'locked' {
  if (level.level === current) return 'current';
  return level.reached ? 'reached' : 'locked';
}

/** Every level of the platform, the student's own marked. */
function AllLevels({ index }: { index: LevelIndexResponse }) {
  const { t } = useTranslation(LEVELS_NAMESPACE);
  return (
    <section aria-labelledby="levels-all" className="flex flex-col gap-3">
      <h2 id="levels-all" className="text-xl font-bold text-title">
        {t('all')}
      </h2>
      <ol className="grid gap-3 md:grid-cols-2">
        {index.levels.map((level) => {
          const state = stateOf(level, index.level);
          return (
            <li
              key={level.level}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex gap-3 rounded-xl border-l-8 bg-white p-4 shadow-sm ${
                state === 'current' ? 'ring-4 ring-secondary' : ''
              } ${state === 'locked' ? 'opacity-90' : ''}`}
              style={{ borderLeftColor: level.color }}
            >
              <LevelBadge level={level.level} color={level.color} imageUrl={level.image_url} size="sm" />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-bold text-title">{t('translation:levels.level', { level: level.level })}</h3>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-bold ${
                      state === 'locked' ? 'bg-gray-100 text-subtitle' : 'bg-light text-dark'
                    }`}
                  >
                    {t(`state.${state}`)}
                  </span>
                </div>
                <RequisitionList requisitions={level.requisitions} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** /:business/painel/niveis: the levels from GET /level/index, the student's own highlighted. */
export default function LevelsScreen() {
  const { t } = useTranslation(LEVELS_NAMESPACE);
  const query = useLevelIndex();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="type-title text-title">{t('title')}</h1>
        <p className="text-subtitle">{t('intro')}</p>
      </div>
      <QueryState query={query} errorText={t('loadError')} retryText={t('retry')}>
        {(index) =>
          index.levels.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-subtitle">{t('empty')}</p>
          ) : (
            <>
              <CurrentLevel index={index} />
              <AllLevels index={index} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
