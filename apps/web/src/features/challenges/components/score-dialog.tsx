import { formatScore, type GameScoreResult } from '@ava/contracts';
import PartyPopper from 'lucide-react/icons/party-popper';
import Trophy from 'lucide-react/icons/trophy';
import { useTranslation } from 'react-i18next';
import { RatingWidget } from '../../../components/rating/rating-widget.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { readableTextOn } from '../../../lib/contrast.ts';
import { usePlatform } from '../../../lib/platform.ts';
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
          {result.level.level_up && (
            <div
              role="status"
              className="flex w-full flex-col items-center gap-2 rounded-xl border-4 bg-white p-4"
              style={{ borderColor: result.level.color }}
            >
              <PartyPopper className="size-10" style={{ color: result.level.color }} aria-hidden="true" />
              <p className="text-lg font-bold text-title">{t('result.levelUp', { level: result.level.level })}</p>
              {result.level.image_url ? (
                <img
                  src={result.level.image_url}
                  alt={t('result.level', { level: result.level.level })}
                  className="size-20"
                />
              ) : (
                <span
                  className="grid size-16 place-items-center rounded-full text-2xl font-bold"
                  style={{
                    backgroundColor: result.level.color,
                    color: readableTextOn(result.level.color) ?? undefined,
                  }}
                >
                  {result.level.level}
                </span>
              )}
            </div>
          )}
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
