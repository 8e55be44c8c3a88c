import { SCORING_RULES, STAGE_GRADE_IDS, stageOfGrade } from '@ava/contracts';
import Play from 'lucide-react/icons/play';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PRIMARY_BUTTON } from '../../components/ui/classes.ts';
import { Modal } from '../../components/ui/modal.tsx';
import { usePlatform } from '../../lib/platform.ts';
import { useSession } from '../../lib/session.ts';
import { usePagedChallengeSearch } from './api/game-search.ts';
import { CHALLENGES_NAMESPACE } from './challenges-strings.ts';
import { ChallengeCard } from './components/challenge-card.tsx';
import type { FilterField } from './components/challenge-filters.tsx';
import { ChallengeResults } from './components/challenge-results.tsx';
import { type PlayedGame, StudentGame } from './components/student-game.tsx';

const PER_PAGE = 12;
const FIELDS: readonly FilterField[] = ['interaction', 'subject'];

/**
 * /:business/painel/desafios-do-ava: the challenges of the student's stage, played at will
 * (rule L). With the platform's customAvaChallenges its teachers' own challenges join the
 * shared catalogue. A shared link (?desafio=<id>) opens that challenge at once.
 */
export default function AvaChallengesScreen() {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const { theme } = usePlatform();
  const gradeId = useSession()?.user.grade_id ?? null;
  const stage = gradeId === null ? null : stageOfGrade(gradeId);
  const [params, setParams] = useSearchParams();
  const shared = params.get('desafio');
  const [chosen, setChosen] = useState<PlayedGame | null>(null);
  const paged = usePagedChallengeSearch(
    theme.features.customAvaChallenges ? 'complete' : 'external',
    { grade_ids: stage ? [...STAGE_GRADE_IDS[stage]] : undefined },
    PER_PAGE,
  );
  const playing = chosen ?? (shared ? { oed_content_id: shared, title: t('ava.shared'), user_rating: null } : null);

  function close() {
    setChosen(null);
    if (shared) setParams({}, { replace: true });
  }

  return (
    <section aria-labelledby="ava-title" className="flex flex-col gap-6">
      <div>
        <h1 id="ava-title" className="type-title text-title">
          {t('ava.title')}
        </h1>
        <p className="text-subtitle">{t('ava.intro')}</p>
      </div>
      <ChallengeResults fields={FIELDS} {...paged} wide>
        {(game) => (
          <ChallengeCard
            game={game}
            openLabel={t('playTitle', { title: game.title })}
            onOpen={() => setChosen(game)}
            actions={
              <button
                type="button"
                className={`${PRIMARY_BUTTON} inline-flex items-center gap-2`}
                aria-label={t('playTitle', { title: game.title })}
                onClick={() => setChosen(game)}
              >
                <Play className="size-4 shrink-0" aria-hidden="true" />
                {t('play')}
              </button>
            }
          />
        )}
      </ChallengeResults>
      <Modal open={playing !== null} onOpenChange={(open) => !open && close()} title={playing?.title ?? ''} size="wide">
        {playing && (
          <StudentGame key={playing.oed_content_id} game={playing} scoring={{ rule: SCORING_RULES.library }} />
        )}
      </Modal>
    </section>
  );
}
