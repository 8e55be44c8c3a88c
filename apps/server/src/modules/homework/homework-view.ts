import { DELIVERY_STATUS, type HomeworkGame, type HomeworkStudentState, MESSAGES } from '@ava/contracts';
import { notFound } from '../../platform/http/app-error.ts';
import type { ActivityRow } from '../activities/activities.access.ts';
import { presentGame } from './homework.presenter.ts';
import type {
  CountedPlayRow,
  HomeworkContentRow,
  HomeworkRepository,
  HomeworkStudentRow,
} from './homework.repository.ts';
import { homeworkState } from './homework-rules.ts';

/** One student's tarefa: its challenges, the plays counted, the delivery and what they come to. */
export interface StudentView {
  student: HomeworkStudentRow['student'];
  contents: HomeworkContentRow[];
  plays: Map<string, CountedPlayRow>;
  state: HomeworkStudentState;
  /** The tarefa's score once handed in. */
  score: number | null;
  /** Handed in: the delivery's; before, what the counted plays earned. */
  pokz: number;
  /** The challenges with done and score for this student. */
  games: HomeworkGame[];
}

/** Reads one assigned student's tarefa; 404 when the student is not assigned to it. */
export async function studentView(
  repo: Pick<HomeworkRepository, 'games' | 'countedPlays' | 'students'>,
  activity: Pick<ActivityRow, 'platform_id' | 'id'>,
  studentId: string,
): Promise<StudentView> {
  const [contents, counted, [row]] = await Promise.all([
    repo.games(activity.platform_id, activity.id),
    repo.countedPlays(activity.platform_id, activity.id, [studentId]),
    repo.students(activity.platform_id, activity.id, studentId),
  ]);
  if (!row) throw notFound(MESSAGES.activityStudentNotAssigned);
  const plays = new Map(counted.map((play) => [play.content_id, play]));
  const finished = row.delivery.status === DELIVERY_STATUS.sent;
  const earned = counted.reduce((total, play) => total + play.pokz, 0);
  return {
    student: row.student,
    contents,
    plays,
    state: homeworkState(row.delivery.status, plays.size),
    score: finished ? row.delivery.score : null,
    pokz: finished ? row.delivery.pokz : earned,
    games: contents.map((content, index) => {
      const play = plays.get(content.id);
      return presentGame(content, index, { done: play !== undefined, score: play?.score ?? null });
    }),
  };
}
