import type { ExamQuestionsResponse, ExamSaveResponse, ExamTimeLeft } from '@ava/contracts';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import type { PendingAnswer } from './answer-queue.ts';

/**
 * Where the player's attempt lives: an activity's exam (api/exam-taking.ts) or a mock exam
 * (mock-exams/api/mock-exams.ts). The clock, the answer queue and the runner ask only this.
 */
export interface ExamSource {
  /** Names the attempt's answers kept on this device (answer-queue.ts); unique across sources. */
  key: string;
  timeLeftKey: QueryKey;
  questionsKey: QueryKey;
  /** Refreshed once the attempt is over (the screen then shows the result). */
  doneKey: QueryKey;
  fetchTimeLeft: (signal?: AbortSignal) => Promise<ExamTimeLeft>;
  fetchQuestions: (signal?: AbortSignal) => Promise<ExamQuestionsResponse>;
  save: (answer: PendingAnswer) => Promise<ExamSaveResponse>;
  /** The student's own finish. */
  finish: () => Promise<unknown>;
}

/** The attempt's questions in its order, read once (each save's answer keeps the choices). */
export const sourceQuestionsOptions = (source: Pick<ExamSource, 'questionsKey' | 'fetchQuestions'>) =>
  queryOptions({
    queryKey: source.questionsKey,
    queryFn: ({ signal }) => source.fetchQuestions(signal),
    select: (data) => data.questions,
    staleTime: Number.POSITIVE_INFINITY,
  });
