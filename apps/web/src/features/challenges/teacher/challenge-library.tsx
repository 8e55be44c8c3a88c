import type { GameSearchResult } from '@ava/contracts';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Heart from 'lucide-react/icons/heart';
import Play from 'lucide-react/icons/play';
import Share2 from 'lucide-react/icons/share-2';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameShareModal } from '../../../components/game/game-share-modal.tsx';
import { GameTestModal } from '../../../components/game/game-test-modal.tsx';
import { RatingWidget } from '../../../components/rating/rating-widget.tsx';
import { ROW_ACTION } from '../../../components/ui/classes.ts';
import { useRateGame } from '../../../lib/games.ts';
import { useGameFilters } from '../api/game-catalogue.ts';
import { useSetFavorite } from '../api/game-marks.ts';
import { usePagedChallengeSearch } from '../api/game-search.ts';
import { CHALLENGES_NAMESPACE } from '../challenges-strings.ts';
import { ChallengeCard, gradeNames } from '../components/challenge-card.tsx';
import type { FilterField } from '../components/challenge-filters.tsx';
import { ChallengeResults } from '../components/challenge-results.tsx';
import type { ApplyHomeworkDialog } from './apply-homework.ts';

const PER_PAGE = 12;
const FIELDS: readonly FilterField[] = ['interaction', 'layout', 'grade', 'subject', 'difficulty', 'bncc', 'favorites'];

/**
 * 'Biblioteca': the published challenges of the platform and the shared ones, to test, share,
 * favour, rate and apply as a tarefa.
 */
export function ChallengeLibrary({ ApplyHomework }: { ApplyHomework: ApplyHomeworkDialog }) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const [testing, setTesting] = useState<GameSearchResult | null>(null);
  const [sharing, setSharing] = useState<GameSearchResult | null>(null);
  const [applying, setApplying] = useState<GameSearchResult | null>(null);
  const paged = usePagedChallengeSearch('complete', { status: ['active'] }, PER_PAGE);
  const grades = useGameFilters().data?.grades ?? [];
  const favorite = useSetFavorite();
  const rate = useRateGame();

  return (
    <div className="flex flex-col gap-5">
      <ChallengeResults fields={FIELDS} {...paged}>
        {(game) => (
          <ChallengeCard
            game={game}
            grades={gradeNames(game.grade_ids, grades)}
            openLabel={t('testTitle', { title: game.title })}
            onOpen={() => setTesting(game)}
            actions={
              <div className="flex w-full flex-col gap-2">
                <p className="text-xs text-subtitle">{t('by', { name: game.author.name })}</p>
                <div className="flex flex-wrap items-center gap-1">
                  <button
                    type="button"
                    className={`${ROW_ACTION} gap-1`}
                    aria-label={t('testTitle', { title: game.title })}
                    onClick={() => setTesting(game)}
                  >
                    <Play className="size-4 shrink-0" aria-hidden="true" />
                    {t('test')}
                  </button>
                  <button
                    type="button"
                    className={`${ROW_ACTION} gap-1`}
                    aria-label={`${t('share')}: ${game.title}`}
                    onClick={() => setSharing(game)}
                  >
                    <Share2 className="size-4 shrink-0" aria-hidden="true" />
                    {t('share')}
                  </button>
                  <button
                    type="button"
                    className={`${ROW_ACTION} gap-1`}
                    aria-pressed={game.favorite}
                    aria-label={`${t('favorite')}: ${game.title}`}
                    disabled={favorite.isPending}
                    onClick={() => favorite.mutate({ contentId: game.oed_content_id, favorite: !game.favorite })}
                  >
                    <Heart className={`size-4 shrink-0 ${game.favorite ? 'fill-current' : ''}`} aria-hidden="true" />
                    {t('favorite')}
                  </button>
                  <button
                    type="button"
                    className={`${ROW_ACTION} gap-1`}
                    aria-label={t('homework.applyTitle', { title: game.title })}
                    onClick={() => setApplying(game)}
                  >
                    <ClipboardCheck className="size-4 shrink-0" aria-hidden="true" />
                    {t('homework.apply')}
                  </button>
                </div>
                <RatingWidget
                  layout="card"
                  value={game.user_rating}
                  onRate={(rating) => rate.mutateAsync({ contentId: game.oed_content_id, rating })}
                />
              </div>
            }
          />
        )}
      </ChallengeResults>
      <GameTestModal game={testing} onClose={() => setTesting(null)} />
      <GameShareModal game={sharing} onClose={() => setSharing(null)} />
      <ApplyHomework game={applying} onClose={() => setApplying(null)} />
    </div>
  );
}
