import type { HomeworkGameDetail, HomeworkGameQuestions, HomeworkStudentGames, HomeworkSummary } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/http/request.ts';
import { homeworkKeys } from './homework-keys.ts';

/** The main service's paths of the teacher's results of a tarefa (document 2 section 7). */

/** GET /homeworks/summary: each student's state, challenges played, score, pokz and delivery. */
export const useHomeworkSummary = (activity: string) =>
  useQuery({
    queryKey: homeworkKeys.summary(activity),
    queryFn: ({ signal }) => request<HomeworkSummary>('main', '/homeworks/summary', { query: { activity }, signal }),
  });

/** GET /homeworks/game_detail: one challenge, how each student did in it. */
export const useHomeworkGameDetail = (activity: string, game: string) =>
  useQuery({
    queryKey: homeworkKeys.gameDetail(activity, game),
    queryFn: ({ signal }) =>
      request<HomeworkGameDetail>('main', '/homeworks/game_detail', { query: { activity, game }, signal }),
  });

/** GET /homeworks/game_questions: one challenge's rounds, how many answered and got each right. */
export const useHomeworkGameQuestions = (activity: string, game: string) =>
  useQuery({
    queryKey: homeworkKeys.gameQuestions(activity, game),
    queryFn: ({ signal }) =>
      request<HomeworkGameQuestions>('main', '/homeworks/game_questions', { query: { activity, game }, signal }),
  });

/** GET /homeworks/student_games: one student's challenges and how each went. */
export const useHomeworkStudentGames = (activity: string, student: string) =>
  useQuery({
    queryKey: homeworkKeys.studentGames(activity, student),
    queryFn: ({ signal }) =>
      request<HomeworkStudentGames>('main', '/homeworks/student_games', { query: { activity, student }, signal }),
  });
