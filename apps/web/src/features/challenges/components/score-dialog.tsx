import { activeEntries, formatScore, type GameLevel, type GameScoreResult } from '@ava/contracts';
import { celebrate } from '@ava/web-kit/confetti';
import PartyPopper from 'lucide-react/icons/party-popper';
import Trophy from 'lucide-react/icons/trophy';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LevelBadge } from '../../../components/level-badge.tsx';
import { RatingWidget } from '../../../components/rating/rating-widget.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { usePlatform } from '../../../lib/platform.ts';
import { useSession } from '../../../lib/session.ts';
import { CHALLENGES_NAMESPACE } from '../challenges-strings.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Without it, no 'Jogar de novo' (a tarefa's challenge counts once). */
  onPlayAgain?: () => void;
  result: GameScoreResult | undefined;
  /** The score could not be calculated: the message, with a way to ask again. */
  error: Error | null;
  onRetry: () => void;
  /** The student's rating of the challenge. */
  rating: { value: number | null; onRate: (rating: number) => Promise<unknown> };
}

/**
 * The moment a level is reached: confetti (none when the system asks for less motion), the new
 * badge popping in its colour, and the way to the 'Níveis' screen when the student's menu has it.
 */
function LevelUp({ level }: { level: GameLevel }) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const { business } = usePlatform();
  const menu = useSession()?.user.menu ?? [];
  const hasLevels = activeEntries(menu).some((item) => item.submenu.some((entry) => entry.slug === 'niveis'));
  useEffect(() => {
    void celebrate();
  }, []);
  return (
    <div
      role="status"
      className="flex w-full flex-col items-center gap-3 rounded-xl border-4 bg-white p-4"
      style={{ borderColor: level.color }}
    >
      <PartyPopper className="size-10" style={{ color: level.color }} aria-hidden="true" />
      <p className="text-lg font-bold text-title">{t('result.levelUp', { level: level.level })}</p>
      <LevelBadge
        level={level.level}
        color={level.color}
        imageUrl={level.image_url}
        size="lg"
        className="motion-safe:animate-level-pop"
      />
      <p className="text-subtitle">{t('result.levelUpMore')}</p>
      {hasLevels && (
        <Link
          to={`/${business}/painel/niveis`}
          className="font-semibold text-primary underline-offset-2 hover:underline"
        >
          {t('result.levels')}
        </Link>
      )}
    </div>
  );
}

/** The score with one decimal, the pokz earned and, when a level was reached, the celebration in its colour. */
export function ScoreDialog({ open, onClose, onPlayAgain, result, error, onRetry, rating }: Props) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const currency = usePlatform().theme.currency.student;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('result.title')}
      footer={
        <>
          {onPlayAgain && (
            <button type="button" className={SECONDARY_BUTTON} onClick={onPlayAgain}>
              {t('result.playAgain')}
            </button>
          )}
          <button type="button" className={PRIMARY_BUTTON} onClick={onClose}>
            {t('result.close')}
          </button>
        </>
      }
    >
      {error ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-subtitle">{error.message || t('result.failed')}</p>
          <button type="button" className={SECONDARY_BUTTON} onClick={onRetry}>
            {t('result.retry')}
          </button>
        </div>
      ) : !result ? (
        <Skeleton shape="card" rows={3} label={t('result.calculating')} />
      ) : (
        <div className="flex flex-col items-center gap-4 text-center">
          {result.level.level_up && <LevelUp level={result.level} />}
          <Trophy className="size-10 text-amber-500" aria-hidden="true" />
          <div>
            <p className="text-subtitle">{t('result.score')}</p>
            <p className="text-5xl font-bold text-title">{formatScore(result.score)}</p>
          </div>
          <p>{t('result.rounds', { right: result.right_rounds, count: result.total_rounds })}</p>
          {result.pokz > 0 && (
            <p className="rounded-full bg-light px-4 py-1 text-lg font-bold text-dark">
              {t('result.pokz', { pokz: result.pokz, currency })}
            </p>
          )}
          <RatingWidget layout="column" value={rating.value} onRate={rating.onRate} />
        </div>
      )}
    </Modal>
  );
}
