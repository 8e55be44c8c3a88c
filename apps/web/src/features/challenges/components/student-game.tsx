import { can, type GamePlayResponse, SCORING_RULES } from '@ava/contracts';
import { useState } from 'react';
import type { GameFinish } from '../../../components/game/game-container.tsx';
import { GamePlayer } from '../../../components/game/game-player.tsx';
import { useRateGame } from '../../../lib/games.ts';
import { useSession } from '../../../lib/session.ts';
import { useCalculateScore } from '../api/game-score.ts';
import { ScoreDialog } from './score-dialog.tsx';

export interface PlayedGame {
  oed_content_id: string;
  title: string;
  user_rating: number | null;
}

interface Props {
  game: PlayedGame;
  /** The day's challenge ('V', scored by its id) or free play in the library ('L'). */
  rule: typeof SCORING_RULES.daily | typeof SCORING_RULES.library;
}

/**
 * A student plays: when the frame says the game is over, the answers go to the server, which
 * scores them (only for those who may score, create.challengeScore), and the result shows.
 */
export function StudentGame({ game, rule }: Props) {
  const session = useSession();
  const score = useCalculateScore();
  const rate = useRateGame();
  const [attempt, setAttempt] = useState(0);
  const [finished, setFinished] = useState<{ finish: GameFinish; play: GamePlayResponse } | null>(null);
  const scores = session !== null && can(session.user.role, 'create.challengeScore');

  function send(finish: GameFinish, play: GamePlayResponse) {
    score.mutate({
      scoring_rule: rule,
      results: {
        token: play.token,
        oed_content_id: game.oed_content_id,
        answers: finish.answers,
        elapsed_seconds: finish.elapsed_seconds,
      },
      ...(rule === SCORING_RULES.daily ? { scoring_id: game.oed_content_id } : {}),
    });
  }

  function onFinish(finish: GameFinish, play: GamePlayResponse) {
    if (!scores) return;
    setFinished({ finish, play });
    send(finish, play);
  }

  function playAgain() {
    setFinished(null);
    score.reset();
    setAttempt(attempt + 1);
  }

  return (
    <>
      <GamePlayer contentId={game.oed_content_id} title={game.title} attempt={attempt} onFinish={onFinish} />
      <ScoreDialog
        open={finished !== null}
        onClose={() => setFinished(null)}
        onPlayAgain={playAgain}
        result={score.data}
        error={score.error}
        onRetry={() => finished && send(finished.finish, finished.play)}
        rating={{
          value: game.user_rating,
          onRate: (rating) => rate.mutateAsync({ contentId: game.oed_content_id, rating }),
        }}
      />
    </>
  );
}
