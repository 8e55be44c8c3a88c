import type { GameSearchResult } from '@ava/contracts';
import Check from 'lucide-react/icons/check';
import Play from 'lucide-react/icons/play';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameTestModal } from '../../../components/game/game-test-modal.tsx';
import { ROW_ACTION } from '../../../components/ui/classes.ts';
import { useGameFilters } from '../api/game-catalogue.ts';
import { usePagedChallengeSearch } from '../api/game-search.ts';
import { CHALLENGES_NAMESPACE } from '../challenges-strings.ts';
import { ChallengeCard, gradeNames } from '../components/challenge-card.tsx';
import type { FilterField } from '../components/challenge-filters.tsx';
import { ChallengeResults } from '../components/challenge-results.tsx';

const PER_PAGE = 9;
const FIELDS: readonly FilterField[] = ['interaction', 'grade', 'subject', 'difficulty', 'bncc', 'favorites'];

interface Props {
  /** The challenges the tarefa has: each shows as added. */
  chosen: readonly string[];
  /** The tarefa has the most challenges it may: nothing more is added. */
  full: boolean;
  /** Gets what the tarefa lists of the challenge added. */
  onAdd: (game: Pick<GameSearchResult, 'oed_content_id' | 'title' | 'objective'>) => void;
}

/**
 * The library's published challenges, searched and filtered as in 'Biblioteca', each with
 * 'Adicionar' to put it in the tarefa being created and 'Testar' to play it first.
 */
export function HomeworkGamesPicker({ chosen, full, onAdd }: Props) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const [testing, setTesting] = useState<GameSearchResult | null>(null);
  const paged = usePagedChallengeSearch('complete', { status: ['active'] }, PER_PAGE);
  const grades = useGameFilters().data?.grades ?? [];

  return (
    <div className="flex flex-col gap-4">
      {full && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {t('homework.full')}
        </p>
      )}
      <ChallengeResults fields={FIELDS} {...paged}>
        {(game) => {
          const added = chosen.includes(game.oed_content_id);
          return (
            <ChallengeCard
              game={game}
              grades={gradeNames(game.grade_ids, grades)}
              openLabel={t('testTitle', { title: game.title })}
              onOpen={() => setTesting(game)}
              actions={
                <>
                  <button
                    type="button"
                    className={`${ROW_ACTION} gap-1`}
                    aria-label={t('testTitle', { title: game.title })}
                    onClick={() => setTesting(game)}
                  >
                    <Play className="size-4 shrink-0" aria-hidden="true" />
                    {t('test')}
                  </button>
                  {added ? (
                    <span className="inline-flex items-center gap-1 text-sm font-semibold text-green-800">
                      <Check className="size-4 shrink-0" aria-hidden="true" />
                      {t('homework.added')}
                    </span>
                  ) : (
                    <button
                      type="button"
                      className={`${ROW_ACTION} gap-1`}
                      aria-label={t('homework.addTitle', { title: game.title })}
                      disabled={full}
                      onClick={() => onAdd(game)}
                    >
                      <Plus className="size-4 shrink-0" aria-hidden="true" />
                      {t('homework.add')}
                    </button>
                  )}
                </>
              }
            />
          );
        }}
      </ChallengeResults>
      <GameTestModal game={testing} onClose={() => setTesting(null)} />
    </div>
  );
}
