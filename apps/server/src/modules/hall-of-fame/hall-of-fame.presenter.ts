import { type ClassroomStanding, firstNameOf, type HallPosition, type StudentStanding } from '@ava/contracts';
import type { ClassroomStandingRow, PositionRow, StandingRow } from './hall-of-fame.repository.ts';

/** Sums of scores with one decimal each add up to float noise (23.400000000000002): two decimals are kept. */
export const presentScore = (score: number) => Math.round(score * 100) / 100;

/** Turns a stored avatar url into one the browser loads (a long-lived signed url). */
export type PresentAvatar = (url: string | null) => string | null;

/** A ranked student as every caller sees them: first name and avatar, never the full name nor the id. */
export function presentStanding(row: StandingRow, me: string | null, avatar: PresentAvatar): StudentStanding {
  return {
    position: row.position,
    first_name: firstNameOf(row.name),
    avatar_url: avatar(row.avatar_url),
    score: presentScore(row.score),
    games_played: row.games_played,
    me: row.student_id === me,
  };
}

export function presentPosition(row: PositionRow): HallPosition {
  return {
    ranking_position: row.position,
    games_played: row.games_played,
    score: presentScore(row.score),
    ranked: row.ranked,
  };
}

export function presentClassroomStanding(row: ClassroomStandingRow, mine: readonly string[]): ClassroomStanding {
  return {
    position: row.position,
    classroom_id: row.classroom_id,
    name: row.name,
    grade_name: row.grade_name,
    score: presentScore(row.score),
    games_played: row.games_played,
    students: row.students,
    mine: mine.includes(row.classroom_id),
  };
}
