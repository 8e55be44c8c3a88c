import { type GameScoreResult, type HomeworkGameResultBody, type HomeworkSummary, SCORING_RULES } from '@ava/contracts';
import postgres from 'postgres';
import { hashToken } from '../../../apps/server/src/platform/auth/tokens.ts';
import { getJson } from '../api.ts';
import { send, sendForBody } from '../http-client.ts';
import {
  answersOf,
  HOMEWORK_RESULT_PATH,
  type PlayOutcome,
  type SaveMode,
  SCORE_PATH,
  scoreBodyOf,
} from './save-sweep.ts';
import type { PreparedGameResults } from './world.ts';

/** Plays sent again after the check, each with every answer right (a forged replay). */
const RESENDS = 100;
const RESENDS_IN_FLIGHT = 10;

/** game_results against the plays calculate_score acknowledged. */
export interface ScoredCheck {
  /** Plays whose calculate_score answered 200. */
  acknowledged: number;
  /** Of those, found once with the scoring rule, scoring id and score answered. */
  found: number;
  missing: number;
  /** Found with another rule, scoring id or score. */
  different: number;
  /** Rows of the students for a play that was never scored, or for no play sent. */
  unexpected: number;
  /** Plays whose calculate_score failed: either way may be right, so they are not judged. */
  uncertain: number;
}

/** The tarefas' counts (GET /homeworks/summary: games_played) against the acknowledged create/game/result. */
export interface CountedCheck {
  /** Plays whose create/game/result answered 200. */
  acknowledged: number;
  /** games_played summed over every student of every tarefa. */
  counted: number;
  /** Plays acknowledged but not counted. */
  missing: number;
  /** Counted beyond what was sent (counted twice, or a play that was never saved). */
  extra: number;
  /** Plays whose create/game/result failed, not judged. */
  uncertain: number;
}

/** Some saved plays sent again, with other answers: each must answer 200 with the first score, and nothing change. */
export interface ResendCheck {
  plays: number;
  /** Resends whose every request answered 200 with the first score. */
  sameAnswer: number;
  rowsBefore: number;
  rowsAfter: number;
  /** games_played in all, before and after (null in score mode). */
  countedBefore: number | null;
  countedAfter: number | null;
}

export interface GameResultsCheck {
  scored: ScoredCheck;
  counted: CountedCheck | null;
  resend: ResendCheck;
}

/**
 * After the sweep: every play counted exactly once (game_results read from PostgreSQL; the
 * tarefas' counts read as the teacher sees them), then some saved plays resent, which must change
 * nothing.
 */
export async function checkGameResults(
  databaseUrl: string,
  server: { baseUrl: string; teacherToken: string },
  world: PreparedGameResults,
  ledger: PlayOutcome[][],
  mode: SaveMode,
): Promise<GameResultsCheck> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const readRows = () => readScoredRows(sql, world);
    const readCounted = () => (mode === 'pair' ? readTarefaCounts(server, world) : Promise.resolve(null));
    const rows = await readRows();
    const counts = await readCounted();
    const scored = judgeScored(rows, world, ledger, mode);
    const counted = counts && judgeCounted(counts, world, ledger);
    const sameAnswer = await resend(server.baseUrl, world, ledger, mode);
    const rowsAfter = await readRows();
    const countsAfter = await readCounted();
    return {
      scored,
      counted,
      resend: {
        plays: sameAnswer.length,
        sameAnswer: sameAnswer.filter(Boolean).length,
        rowsBefore: rows.size,
        rowsAfter: rowsAfter.size,
        countedBefore: counts && sum(counts.values()),
        countedAfter: countsAfter && sum(countsAfter.values()),
      },
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

type ScoredRow = { scoring_rule: string; scoring_id: string | null; score: number };

/** The bench students' game_results, by play token hash. */
async function readScoredRows(sql: postgres.Sql, world: PreparedGameResults): Promise<Map<string, ScoredRow>> {
  const rows = await sql<(ScoredRow & { play_token_hash: string })[]>`
    select play_token_hash, scoring_rule, scoring_id, score from game_results
    where user_id in ${sql(world.students.map((student) => student.id))}`;
  return new Map(rows.map(({ play_token_hash, ...row }) => [play_token_hash, row]));
}

/** Each tarefa's games_played per student, keyed `<tarefa index> <student id>`. */
async function readTarefaCounts(
  server: { baseUrl: string; teacherToken: string },
  world: PreparedGameResults,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const [index, tarefaId] of world.tarefaIds.entries()) {
    const summary = await getJson<HomeworkSummary>(
      server.baseUrl,
      `/api/homeworks/summary?activity=${tarefaId}`,
      server.teacherToken,
    );
    for (const student of summary.students) counts.set(`${index} ${student.id}`, student.games_played);
  }
  return counts;
}

function judgeScored(
  rows: ReadonlyMap<string, ScoredRow>,
  world: PreparedGameResults,
  ledger: PlayOutcome[][],
  mode: SaveMode,
): ScoredCheck {
  const left = new Map(rows);
  const check: ScoredCheck = { acknowledged: 0, found: 0, missing: 0, different: 0, unexpected: 0, uncertain: 0 };
  for (const outcome of ledger.flat()) {
    if (!outcome.token) continue;
    const hash = hashToken(outcome.token);
    const row = left.get(hash);
    left.delete(hash);
    if (outcome.scored === 'unknown') check.uncertain += 1;
    else if (outcome.scored === 'no') check.unexpected += row ? 1 : 0;
    else {
      check.acknowledged += 1;
      const scoringId = mode === 'pair' ? (world.tarefaIds[outcome.tarefa] ?? null) : null;
      if (!row) check.missing += 1;
      else if (
        row.scoring_rule !== (mode === 'pair' ? SCORING_RULES.homework : SCORING_RULES.library) ||
        row.scoring_id !== scoringId ||
        row.score !== outcome.score
      ) {
        check.different += 1;
      } else check.found += 1;
    }
  }
  check.unexpected += left.size;
  return check;
}

function judgeCounted(
  counts: ReadonlyMap<string, number>,
  world: PreparedGameResults,
  ledger: PlayOutcome[][],
): CountedCheck {
  const check: CountedCheck = { acknowledged: 0, counted: sum(counts.values()), missing: 0, extra: 0, uncertain: 0 };
  for (const [index, outcomes] of ledger.entries()) {
    const studentId = world.students[index]?.id;
    for (const tarefa of world.tarefaIds.keys()) {
      const played = outcomes.filter((outcome) => outcome.tarefa === tarefa);
      const sure = played.filter((outcome) => outcome.counted === 'yes').length;
      const unsure = played.filter((outcome) => outcome.counted === 'unknown').length;
      const counted = counts.get(`${tarefa} ${studentId}`) ?? 0;
      check.acknowledged += sure;
      check.uncertain += unsure;
      check.missing += Math.max(0, sure - counted);
      check.extra += Math.max(0, counted - sure - unsure);
    }
  }
  return check;
}

/** Resends up to RESENDS saved plays, every answer right; answers, per play, whether all went as the first time. */
async function resend(
  baseUrl: string,
  world: PreparedGameResults,
  ledger: PlayOutcome[][],
  mode: SaveMode,
): Promise<boolean[]> {
  const saved = ledger.flatMap((outcomes, student) =>
    outcomes
      .filter((outcome) => outcome.scored === 'yes' && (mode === 'score' || outcome.counted === 'yes'))
      .map((outcome) => ({ outcome, student })),
  );
  const spacing = Math.max(1, Math.floor(saved.length / RESENDS));
  const picked = saved.filter((_, index) => index % spacing === 0).slice(0, RESENDS);
  const results: boolean[] = [];
  for (let first = 0; first < picked.length; first += RESENDS_IN_FLIGHT) {
    const batch = picked.slice(first, first + RESENDS_IN_FLIGHT);
    results.push(
      ...(await Promise.all(
        batch.map(async ({ outcome, student }) => {
          const sessionToken = world.students[student]?.token ?? '';
          const challenge = world.challenges[outcome.challenge];
          const tarefaId = world.tarefaIds[outcome.tarefa] ?? '';
          if (!challenge) return false;
          const forged = scoreBodyOf(mode, tarefaId, challenge.id, outcome.token, answersOf(challenge, 0, true));
          const scored = await sendForBody(baseUrl, 'POST', SCORE_PATH, sessionToken, forged);
          if (scored.status !== 200 || (JSON.parse(scored.body) as GameScoreResult).score !== outcome.score) {
            return false;
          }
          if (mode === 'score') return true;
          const body: HomeworkGameResultBody = {
            activity_id: tarefaId,
            oed_content_id: challenge.id,
            token: outcome.token,
          };
          return (await send(baseUrl, 'POST', HOMEWORK_RESULT_PATH, sessionToken, body)).status === 200;
        }),
      )),
    );
  }
  return results;
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
