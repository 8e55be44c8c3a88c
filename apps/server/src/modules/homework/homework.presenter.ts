import type { HomeworkGame, HomeworkGameDetail } from '@ava/contracts';
import type { PresentedMedia } from '../storage/storage.module.ts';
import type { CountedPlayRow, HomeworkContentRow, HomeworkStudentRow } from './homework.repository.ts';

type GamePlay = Omit<HomeworkGameDetail['students'][number], 'id' | 'name' | 'username' | 'avatar_url'>;

/** The challenge's rounds, as stored (every published challenge has them). */
export const roundsOf = (content: Pick<HomeworkContentRow, 'data'>) => content.data?.challenges ?? [];

/** The challenge at its place in the tarefa (from 1). */
export function presentChallenge(content: HomeworkContentRow, index: number): Omit<HomeworkGame, 'done' | 'score'> {
  return {
    id: index + 1,
    oed_content_id: content.id,
    title: content.title,
    objective: content.objective,
    interaction: content.interaction,
    engine: content.engine,
    layout: content.layout,
    classification: { subject: content.subject, grade_ids: content.grade_ids, bncc: content.bncc },
  };
}

/** 'Homework game' (document 2 section 3): the challenge, done and scored as the reader sees it. */
export function presentGame(
  content: HomeworkContentRow,
  index: number,
  progress: { done: boolean; score: number | null },
): HomeworkGame {
  return { ...presentChallenge(content, index), done: progress.done, score: progress.score };
}

/** How one student did in one challenge; an unplayed one shows nothing scored over the challenge's rounds. */
export function presentPlay(content: HomeworkContentRow, play: CountedPlayRow | undefined): GamePlay {
  return {
    done: play !== undefined,
    score: play?.score ?? null,
    pokz: play?.pokz ?? 0,
    right_rounds: play?.right_rounds ?? 0,
    total_rounds: play?.total_rounds ?? roundsOf(content).length,
    elapsed_seconds: play?.elapsed_seconds ?? 0,
    played_at: play?.played_at.toISOString() ?? null,
  };
}

export function presentStudent(student: HomeworkStudentRow['student'], media: Pick<PresentedMedia, 'avatar'>) {
  return {
    id: student.id,
    name: student.name,
    username: student.username,
    avatar_url: media.avatar(student.avatar_url),
  };
}
