import './levels-strings.ts';
import { levelColorOf } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LevelBadge } from '../../components/level-badge.tsx';
import { currentAndNext, useLevelIndex } from './api/level-index.ts';
import { LevelProgress } from './components/level-progress.tsx';
import { LEVELS_NAMESPACE } from './levels-strings.ts';

interface Props {
  /** The level the session knows, shown until GET /level/index answers. */
  sessionLevel: number;
  /** The 'Níveis' screen, when the student may open it. */
  levelsPath: string | null;
}

/** The home's level: its badge in its colour, the way to the next one and the link to 'Níveis'. */
export function LevelCard({ sessionLevel, levelsPath }: Props) {
  const { t } = useTranslation(LEVELS_NAMESPACE);
  const { data } = useLevelIndex();
  const level = data?.level ?? sessionLevel;
  const { current, next } = data ? currentAndNext(data) : { current: null, next: null };
  return (
    <section aria-labelledby="home-level" className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="home-level" className="text-sm font-semibold text-subtitle">
        {t('yours')}
      </h2>
      <div className="flex items-center gap-3">
        <LevelBadge level={level} color={levelColorOf(level, current?.color)} imageUrl={current?.image_url} size="sm" />
        <p className="text-lg font-bold text-title">{t('translation:levels.level', { level })}</p>
      </div>
      {next && <LevelProgress level={next} />}
      {levelsPath && (
        <Link to={levelsPath} className="mt-auto text-sm font-semibold text-primary underline-offset-2 hover:underline">
          {t('open')}
        </Link>
      )}
    </section>
  );
}
