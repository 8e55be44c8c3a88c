import type { GamePlayResponse } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { usePlayToken } from '../../lib/games.ts';
import { QueryState } from '../query-state.tsx';
import { Skeleton } from '../skeleton.tsx';
import { GameContainer, type GameFinish } from './game-container.tsx';
import { GAME_NAMESPACE } from './game-strings.ts';

interface Props {
  contentId: string;
  title: string;
  fromTeacher?: boolean;
  /** Playing again: each attempt has a token of its own. */
  attempt?: number;
  /** The game is over: what the frame sent, and the play (its token goes with the score). */
  onFinish?: (finish: GameFinish, play: GamePlayResponse) => void;
  onFullscreenChange?: (fullscreen: boolean) => void;
}

/** One content played: a play token is asked for, then the game opens in its frame. */
export function GamePlayer({ contentId, title, fromTeacher, attempt, onFinish, onFullscreenChange }: Props) {
  const { t } = useTranslation(GAME_NAMESPACE);
  const play = usePlayToken(contentId, attempt);
  return (
    <QueryState
      query={play}
      errorText={t('playFailed')}
      retryText={t('retry')}
      loading={<Skeleton shape="card" rows={6} label={t('loading')} />}
    >
      {(game) => (
        <GameContainer
          key={game.url}
          url={game.url}
          title={title}
          engine={game.engine}
          contentId={contentId}
          fromTeacher={fromTeacher}
          onFinish={onFinish && ((finish) => onFinish(finish, game))}
          onFullscreenChange={onFullscreenChange}
        />
      )}
    </QueryState>
  );
}
