import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRateGame } from '../../lib/games.ts';
import { RatingWidget } from '../rating/rating-widget.tsx';
import { Modal } from '../ui/modal.tsx';
import { GamePlayer } from './game-player.tsx';
import { GAME_NAMESPACE } from './game-strings.ts';

export interface TestedGame {
  oed_content_id: string;
  title: string;
  /** Already used by this teacher in an activity. */
  game_used: boolean;
  user_rating: number | null;
}

interface Props {
  /** The game tested; none, the dialog is closed. */
  game: TestedGame | null;
  onClose: () => void;
}

/**
 * A teacher plays a challenge (sandbox: nothing is scored) in a dialog 70% wide. In
 * fullscreen the rating steps aside; '* Desafio já utilizado' when it was used already.
 */
export function GameTestModal({ game, onClose }: Props) {
  const { t } = useTranslation(GAME_NAMESPACE);
  const rate = useRateGame();
  const [fullscreen, setFullscreen] = useState(false);
  return (
    <Modal
      open={game !== null}
      onOpenChange={(open) => !open && onClose()}
      title={game?.title ?? ''}
      size="wide"
      footer={game?.game_used ? <p className="mr-auto text-sm text-subtitle">{t('alreadyUsed')}</p> : undefined}
    >
      {game && (
        <div className="flex flex-col gap-4">
          <GamePlayer
            contentId={game.oed_content_id}
            title={game.title}
            fromTeacher
            onFullscreenChange={setFullscreen}
          />
          {!fullscreen && (
            <RatingWidget
              layout="modal"
              value={game.user_rating}
              onRate={(rating) => rate.mutateAsync({ contentId: game.oed_content_id, rating })}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
