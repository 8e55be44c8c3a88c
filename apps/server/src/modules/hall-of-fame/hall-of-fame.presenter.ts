import {
  type ClassroomStanding,
  firstNameOf,
  type HallPosition,
  type StudentStanding,
  type StudentStandingsResponse,
} from '@ava/contracts';
import { PreparedJson } from '../../platform/http/send-json.ts';
import type { ClassroomStandingRow, StandingRow } from './hall-of-fame.repository.ts';
import type { PositionRow } from './rankings.ts';

/** Turns a stored avatar url into one the browser loads (a long-lived signed url). */
export type PresentAvatar = (url: string | null) => string | null;

/** A ranked student as every caller sees them: first name and avatar, never the full name nor the id. */
export function presentStanding(row: StandingRow, me: string | null, avatar: PresentAvatar): StudentStanding {
  return {
    position: row.position,
    first_name: firstNameOf(row.name),
    avatar_url: avatar(row.avatar_url),
    score: row.score,
    games_played: row.games_played,
    me: row.student_id === me,
  };
}

export function presentPosition(row: PositionRow): HallPosition {
  return {
    ranking_position: row.position,
    games_played: row.games_played,
    score: row.score,
    ranked: row.ranked,
  };
}

export function presentClassroomStanding(row: ClassroomStandingRow, mine: readonly string[]): ClassroomStanding {
  return {
    position: row.position,
    classroom_id: row.classroom_id,
    name: row.name,
    grade_name: row.grade_name,
    score: row.score,
    games_played: row.games_played,
    students: row.students,
    mine: mine.includes(row.classroom_id),
  };
}

/** student_standings' JSON around rows already serialised (presentStanding's, as JSON), in the contract's shape. */
export function standingsJson(
  answer: Omit<StudentStandingsResponse, 'standings'> & { standings: readonly string[] },
): PreparedJson {
  const { period, scope, standings, me, ranked, unlisted } = answer;
  return new PreparedJson(
    `{"period":${JSON.stringify(period)},"scope":${JSON.stringify(scope)},"standings":[${standings.join(',')}],` +
      `"me":${JSON.stringify(me)},"ranked":${ranked},"unlisted":${JSON.stringify(unlisted)}}`,
  );
}
