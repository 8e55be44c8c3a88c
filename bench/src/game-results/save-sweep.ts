import {
  type CalculateScoreBody,
  type GamePlayResponse,
  type GameScoreResult,
  type HomeworkGameResultBody,
  SCORING_RULES,
} from '@ava/contracts';
import { type Answer, latencies, send, sendForBody } from '../http-client.ts';
import { runRateSweep, type StepPlan, type SweepRun } from '../rate-sweep.ts';
import type { PreparedChallenge, PreparedGameResults } from './world.ts';

export const PLAY_PATH = '/api/games/games/play';
export const SCORE_PATH = '/api/game_results/calculate_score';
export const HOMEWORK_RESULT_PATH = '/api/tasks/activity/create/game/result';

/**
 * What one save is: `pair`, the tarefa's (calculate_score under rule K with the tarefa as scoring
 * id, then create/game/result); `score`, calculate_score alone under rule L (free play, no
 * tarefa), to see what the homework's half of the pair costs.
 */
export type SaveMode = 'pair' | 'score';

/** Whether the server holds something: 'unknown' when the request failed (it may or may not have). */
export type Held = 'yes' | 'no' | 'unknown';

/** One play of a student: a challenge of a tarefa, in the student's order. */
export interface PlayOutcome {
  tarefa: number;
  challenge: number;
  /** The play token (empty when the play itself failed). */
  token: string;
  /** A game_results row of that token. */
  scored: Held;
  /** The play counted for the tarefa (create/game/result); 'no' in score mode. */
  counted: Held;
  /** The score calculate_score answered. */
  score: number | null;
}

export interface GameSaveRun extends SweepRun {
  students: number;
  mode: SaveMode;
  /** POST /games/play before each save (its latency is not the save's). */
  plays: { requests: number; failures: number; p50Ms: number; p99Ms: number };
}

/**
 * The rate sweep of result saves (runRateSweep): each save goes to a random student not waiting for
 * an answer and with plays left, who opens their next challenge (POST /games/play: the play token),
 * then saves its result: calculate_score with the answers, then create/game/result (mode `pair`).
 * The latency is the pair's, from the first byte of calculate_score to the last of
 * create/game/result. A student plays each challenge of each tarefa once, in order, at most
 * `playsPerStudent` plays.
 */
export async function runGameSaves(
  baseUrl: string,
  world: PreparedGameResults,
  plan: readonly StepPlan[],
  mode: SaveMode,
  playsPerStudent: number,
): Promise<{ run: GameSaveRun; ledger: PlayOutcome[][] }> {
  const { students, tarefaIds, challenges } = world;
  const ledger: PlayOutcome[][] = students.map(() => []);
  const plays: Answer[] = [];

  const saveNext = async (student: number): Promise<Answer> => {
    const outcomes = ledger[student] ?? [];
    const count = outcomes.length;
    const outcome: PlayOutcome = {
      tarefa: Math.floor(count / challenges.length),
      challenge: count % challenges.length,
      token: '',
      scored: 'no',
      counted: 'no',
      score: null,
    };
    outcomes.push(outcome);
    const sessionToken = students[student]?.token;
    const challenge = challenges[outcome.challenge];
    const tarefaId = tarefaIds[outcome.tarefa];
    if (!sessionToken || !challenge || !tarefaId) throw new Error('the game results world is incomplete');

    const played = await sendForBody(baseUrl, 'POST', PLAY_PATH, sessionToken, { oed_content_id: challenge.id });
    plays.push(played);
    if (played.status !== 200) return played;
    outcome.token = (JSON.parse(played.body) as GamePlayResponse).token;

    const started = performance.now();
    const elapsed = () => performance.now() - started;
    const answers = answersOf(challenge, student + count);
    const scoreBody = scoreBodyOf(mode, tarefaId, challenge.id, outcome.token, answers);
    const scored = await sendForBody(baseUrl, 'POST', SCORE_PATH, sessionToken, scoreBody);
    if (scored.status !== 200) {
      outcome.scored = 'unknown';
      return { status: scored.status, ms: elapsed() };
    }
    outcome.scored = 'yes';
    outcome.score = (JSON.parse(scored.body) as GameScoreResult).score;
    if (mode === 'score') return { status: 200, ms: elapsed() };

    const resultBody: HomeworkGameResultBody = {
      activity_id: tarefaId,
      oed_content_id: challenge.id,
      token: outcome.token,
    };
    const saved = await send(baseUrl, 'POST', HOMEWORK_RESULT_PATH, sessionToken, resultBody);
    outcome.counted = saved.status === 200 ? 'yes' : 'unknown';
    return { status: saved.status, ms: elapsed() };
  };

  const hasPlaysLeft = (student: number) => (ledger[student]?.length ?? 0) < playsPerStudent;
  const sweep = await runRateSweep(students.length, plan, saveNext, hasPlaysLeft);
  const { p50Ms, p99Ms } = latencies(plays);
  return {
    run: {
      students: students.length,
      mode,
      plays: {
        requests: plays.length,
        failures: plays.filter((answer) => answer.status !== 200).length,
        p50Ms,
        p99Ms,
      },
      ...sweep,
    },
    ledger,
  };
}

/** calculate_score's body for a play: rule K with the tarefa (pair) or L (score). */
export function scoreBodyOf(
  mode: SaveMode,
  tarefaId: string,
  challengeId: string,
  token: string,
  answers: CalculateScoreBody['results']['answers'],
): CalculateScoreBody {
  return {
    scoring_rule: mode === 'pair' ? SCORING_RULES.homework : SCORING_RULES.library,
    ...(mode === 'pair' ? { scoring_id: tarefaId } : {}),
    results: { token, oed_content_id: challengeId, answers, elapsed_seconds: 60 + (token.charCodeAt(0) % 240) },
  };
}

/**
 * Every round answered, most right: round i of a student's play `seed` is wrong when
 * (seed + i) % 3 is 0, so scores vary between plays. `allRight` answers every round right.
 */
export function answersOf(
  challenge: PreparedChallenge,
  seed: number,
  allRight = false,
): CalculateScoreBody['results']['answers'] {
  return challenge.rounds.map((round, index) => ({
    order: round.order,
    values: [allRight || (seed + index) % 3 !== 0 ? round.right : round.wrong],
    pairs: [],
    hints_used: 0,
  }));
}
