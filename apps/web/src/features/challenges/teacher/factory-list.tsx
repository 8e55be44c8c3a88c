import { formatDate, type GameContentStatus, type GameSearchResult } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { GameShareModal } from '../../../components/game/game-share-modal.tsx';
import { GameTestModal } from '../../../components/game/game-test-modal.tsx';
import type { StatusTone } from '../../../components/material-card/material-card.tsx';
import { DeleteConfirmation } from '../../../components/overlays/delete-confirmation.tsx';
import { RatingWidget } from '../../../components/rating/rating-widget.tsx';
import { ROW_ACTION } from '../../../components/ui/classes.ts';
import { useRateGame } from '../../../lib/games.ts';
import { notify } from '../../../lib/toast.ts';
import { useGameFilters } from '../api/game-catalogue.ts';
import { useDeleteDraft, useUpdateStatus } from '../api/game-marks.ts';
import { usePagedChallengeSearch } from '../api/game-search.ts';
import { CHALLENGES_NAMESPACE } from '../challenges-strings.ts';
import { ChallengeCard, gradeNames } from '../components/challenge-card.tsx';
import type { FilterField } from '../components/challenge-filters.tsx';
import { ChallengeResults } from '../components/challenge-results.tsx';
import type { ApplyHomeworkDialog } from './apply-homework.ts';
import { useChallengesPaths } from './challenges-paths.ts';

const PER_PAGE = 12;
const FIELDS: readonly FilterField[] = ['interaction'];
/** Everything of the teacher's but what was deleted. */
const LISTED: GameContentStatus[] = ['active', 'draft', 'blocked', 'archived'];
const TONES: Record<GameContentStatus, StatusTone> = {
  active: 'success',
  draft: 'draft',
  blocked: 'danger',
  archived: 'muted',
  deleted: 'danger',
};

/**
 * 'Meus desafios': the teacher's own challenges with their status and what each status allows (a
 * published one may be applied as a tarefa).
 */
export function FactoryList({ ApplyHomework }: { ApplyHomework: ApplyHomeworkDialog }) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const paths = useChallengesPaths();
  const navigate = useNavigate();
  const [testing, setTesting] = useState<GameSearchResult | null>(null);
  const [sharing, setSharing] = useState<GameSearchResult | null>(null);
  const [deleting, setDeleting] = useState<GameSearchResult | null>(null);
  const [applying, setApplying] = useState<GameSearchResult | null>(null);
  const paged = usePagedChallengeSearch('complete', { mine: true, status: LISTED }, PER_PAGE);
  const grades = useGameFilters().data?.grades ?? [];
  const status = useUpdateStatus();
  const deleteDraft = useDeleteDraft();
  const rate = useRateGame();

  function changeStatus(game: GameSearchResult, next: GameContentStatus, done: string) {
    status.mutate(
      { contentId: game.oed_content_id, status: next },
      { onSuccess: () => notify({ status: 'success', message: done }) },
    );
  }

  function confirmDelete(game: GameSearchResult) {
    const onSuccess = () => {
      notify({ status: 'success', message: t('teacher.deleted') });
      setDeleting(null);
    };
    if (game.status === 'draft') deleteDraft.mutate(game.oed_content_id, { onSuccess });
    else status.mutate({ contentId: game.oed_content_id, status: 'deleted' }, { onSuccess });
  }

  function actions(game: GameSearchResult) {
    const named = (key: string) => `${t(key)}: ${game.title}`;
    const button = (key: string, onClick: () => void) => (
      <button key={key} type="button" className={ROW_ACTION} aria-label={named(key)} onClick={onClick}>
        {t(key)}
      </button>
    );
    const edit = (key: string) => (
      <Link key={key} to={paths.factory(game.oed_content_id)} className={ROW_ACTION} aria-label={named(key)}>
        {t(key)}
      </Link>
    );
    switch (game.status) {
      case 'draft':
        return [edit('teacher.continue'), button('teacher.deleteDraft', () => setDeleting(game))];
      case 'active':
        return [
          edit('teacher.edit'),
          button('test', () => setTesting(game)),
          button('share', () => setSharing(game)),
          button('homework.apply', () => setApplying(game)),
          button('teacher.archive', () => changeStatus(game, 'archived', t('teacher.archived'))),
          button('teacher.delete', () => setDeleting(game)),
        ];
      case 'archived':
        return [
          button('teacher.restore', () => changeStatus(game, 'active', t('teacher.restored'))),
          button('teacher.delete', () => setDeleting(game)),
        ];
      default:
        return [];
    }
  }

  function details(game: GameSearchResult) {
    const none = t('teacher.details.none');
    const rows: [string, string][] = [
      [t('teacher.details.interaction'), t(`interactions.${game.interaction}`)],
      [t('teacher.details.layout'), game.layout ?? none],
      [t('teacher.details.difficulty'), t(`difficulties.${game.difficulty}`)],
      [t('teacher.details.updated'), formatDate(game.updated_at)],
      [t('teacher.details.bncc'), Object.keys(game.bncc).join(', ') || none],
      [t('teacher.details.keywords'), game.keywords.join(', ') || none],
    ];
    return (
      <div className="flex flex-col gap-2">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd className="min-w-0 text-title">{value}</dd>
            </div>
          ))}
        </dl>
        {game.status === 'active' && (
          <RatingWidget
            layout="factory"
            value={game.user_rating}
            onRate={(rating) => rate.mutateAsync({ contentId: game.oed_content_id, rating })}
          />
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <ChallengeResults fields={FIELDS} {...paged}>
        {(game) => (
          <ChallengeCard
            game={game}
            grades={gradeNames(game.grade_ids, grades)}
            openLabel={t(game.status === 'draft' ? 'teacher.continueTitle' : 'testTitle', { title: game.title })}
            onOpen={() => (game.status === 'draft' ? navigate(paths.factory(game.oed_content_id)) : setTesting(game))}
            factory={{
              status: { label: t(`statuses.${game.status}`), tone: TONES[game.status] },
              details: details(game),
              actions: actions(game),
            }}
          />
        )}
      </ChallengeResults>
      <GameTestModal game={testing} onClose={() => setTesting(null)} />
      <GameShareModal game={sharing} onClose={() => setSharing(null)} />
      <ApplyHomework game={applying} onClose={() => setApplying(null)} />
      <DeleteConfirmation
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        name={deleting?.title}
        busy={status.isPending || deleteDraft.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </div>
  );
}
