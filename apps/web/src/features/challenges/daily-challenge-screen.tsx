import { SCORING_RULES } from '@ava/contracts';
import Play from 'lucide-react/icons/play';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state.tsx';
import { RatingWidget } from '../../components/rating/rating-widget.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { PRIMARY_BUTTON } from '../../components/ui/classes.ts';
import { useRateGame } from '../../lib/games.ts';
import { usePlatform } from '../../lib/platform.ts';
import { useDailyChallenge } from './api/daily-challenge.ts';
import { CHALLENGES_NAMESPACE } from './challenges-strings.ts';
import { ChallengeCard } from './components/challenge-card.tsx';
import { StudentGame } from './components/student-game.tsx';

/** /:business/painel/desafio-do-dia: the day's challenge, played here and scored by its id (rule V). */
export default function DailyChallengeScreen() {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const currency = usePlatform().theme.currency.student;
  const daily = useDailyChallenge();
  const rate = useRateGame();
  const [playing, setPlaying] = useState(false);

  return (
    <section aria-labelledby="daily-title" className="flex flex-col gap-6">
      <div>
        <h1 id="daily-title" className="type-title text-title">
          {t('daily.title')}
        </h1>
        <p className="text-subtitle">{t('daily.intro', { currency })}</p>
      </div>
      <QueryState query={daily} errorText={t('loadError')} loading={<Skeleton shape="card" rows={4} />}>
        {(game) =>
          game === null ? (
            <p className="rounded-xl bg-white p-6 text-center text-subtitle">{t('daily.none')}</p>
          ) : playing ? (
            <div className="flex flex-col gap-4">
              <h2 className="text-xl font-bold text-title">{t('daily.playing', { title: game.title })}</h2>
              <StudentGame game={game} scoring={{ rule: SCORING_RULES.daily }} />
              <RatingWidget
                layout="row"
                value={game.user_rating}
                onRate={(rating) => rate.mutateAsync({ contentId: game.oed_content_id, rating })}
              />
            </div>
          ) : (
            <div className="max-w-sm">
              <ChallengeCard
                game={game}
                openLabel={t('playTitle', { title: game.title })}
                onOpen={() => setPlaying(true)}
                actions={
                  <button
                    type="button"
                    className={`${PRIMARY_BUTTON} inline-flex items-center gap-2`}
                    onClick={() => setPlaying(true)}
                  >
                    <Play className="size-4 shrink-0" aria-hidden="true" />
                    {t('play')}
                  </button>
                }
              />
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
