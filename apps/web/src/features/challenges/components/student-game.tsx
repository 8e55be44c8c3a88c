import { can, type GamePlayResponse, type GameScoreResult, SCORING_RULES } from '@ava/contracts';
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

/**
 * How a play is scored: the day's challenge ('V', by its id), free play in the library ('L'), or
 * a challenge of a tarefa ('K', by the tarefa's id; it counts once, so it is not played again here),
 * or a challenge step of a trail ('LT', by the trail's id; its best result counts).
 */
export type Scoring =
  | { rule: typeof SCORING_RULES.daily | typeof SCORING_RULES.library }
  | {
      rule: typeof SCORING_RULES.homework;
      activity: string;
      /** The server scored the play: the tarefa counts it by its token. Called even if the player closed. */
      onScored: (result: GameScoreResult, play: GamePlayResponse) => void;
      /** The student closed the scored result: the challenge is done here, so the player goes. */
      onResultClosed: () => void;
    }
  | {
      rule: typeof SCORING_RULES.trail;
      trail: string;
      /** The server scored the play: the trail player marks the step done. */
      onScored: (result: GameScoreResult) => void;
    };

interface Props {
  game: PlayedGame;
  scoring: Scoring;
}

const scoringIdOf = (scoring: Scoring, game: PlayedGame) => {
  if (scoring.rule === SCORING_RULES.daily) return { scoring_id: game.oed_content_id };
  if (scoring.rule === SCORING_RULES.trail) return { scoring_id: scoring.trail };
  return scoring.rule === SCORING_RULES.homework ? { scoring_id: scoring.activity } : {};
};

/**
 * A student plays: when the frame says the game is over, the answers go to the server, which
 * scores them (only for those who may score, create.challengeScore), and the result shows.
 */
export function StudentGame({ game, scoring }: Props) {
  const session = useSession();
  const score = useCalculateScore();
  const rate = useRateGame();
  const [attempt, setAttempt] = useState(0);
  const [finished, setFinished] = useState<{ finish: GameFinish; play: GamePlayResponse } | null>(null);
  const scores = session !== null && can(session.user.role, 'create.challengeScore');

  function send(finish: GameFinish, play: GamePlayResponse) {
    score
      .mutateAsync({
        scoring_rule: scoring.rule,
        results: {
          token: play.token,
          oed_content_id: game.oed_content_id,
          answers: finish.answers,
          elapsed_seconds: finish.elapsed_seconds,
        },
        ...scoringIdOf(scoring, game),
      })
      // The promise settles even once the player is gone: a tarefa's play still counts.
      .then(
        (result) => {
          if (scoring.rule === SCORING_RULES.homework) scoring.onScored(result, play);
          if (scoring.rule === SCORING_RULES.trail) scoring.onScored(result);
        },
        () => {
          // Shown in the dialog, with a way to ask again.
        },
      );
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
        onClose={() => {
          setFinished(null);
          if (scoring.rule === SCORING_RULES.homework && score.data) scoring.onResultClosed();
        }}
        onPlayAgain={scoring.rule === SCORING_RULES.homework ? undefined : playAgain}
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
