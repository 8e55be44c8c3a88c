import type {
  ExamFinishResponse,
  ExamQuestionsResponse,
  ExamResult,
  ExamSaveResponse,
  ExamTimeLeft,
} from '@ava/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import type { PendingAnswer } from '../answer-queue.ts';
import { type ExamSource, sourceQuestionsOptions } from '../exam-source.ts';
import { examKeys } from './exam-keys.ts';

/** GET /exam/time_left: the server's clock of the attempt; the first call starts it. */
export function fetchTimeLeft(activity: string, password?: string, signal?: AbortSignal): Promise<ExamTimeLeft> {
  return request<ExamTimeLeft>('main', '/exam/time_left', { query: { activity, password }, signal });
}

/** 'Iniciar prova': starts the attempt (with the activity's password when it has one). */
export function useStartExam(activity: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => fetchTimeLeft(activity, password || undefined),
    onSuccess: (clock) => {
      client.setQueryData(examKeys.timeLeft(activity), clock);
      return client.invalidateQueries({ queryKey: examKeys.studentExam(activity) });
    },
  });
}

/** GET /homework/digital_exam_questions: the attempt's questions in its order (the teacher's with the answers). */
const fetchQuestions = (activity: string, signal?: AbortSignal) =>
  request<ExamQuestionsResponse>('main', '/homework/digital_exam_questions', { query: { activity }, signal });

export const examQuestionsOptions = (activity: string) =>
  sourceQuestionsOptions({
    questionsKey: examKeys.questions(activity),
    fetchQuestions: (signal) => fetchQuestions(activity, signal),
  });

export const useExamQuestions = (activity: string) => useQuery(examQuestionsOptions(activity));

/** PATCH /exam/save_result: one answer; the seq keeps a late resend from replacing a newer choice. */
export function saveAnswer(activity: string, answer: PendingAnswer): Promise<ExamSaveResponse> {
  return request<ExamSaveResponse>('main', '/exam/save_result', { method: 'PATCH', body: { activity, ...answer } });
}

/** The activity's exam for the player; finishing is PATCH /exam/exam_finish of the student's own attempt. */
export function activityExamSource(activity: string): ExamSource {
  return {
    key: activity,
    timeLeftKey: examKeys.timeLeft(activity),
    questionsKey: examKeys.questions(activity),
    doneKey: examKeys.activity(activity),
    fetchTimeLeft: (signal) => fetchTimeLeft(activity, undefined, signal),
    fetchQuestions: (signal) => fetchQuestions(activity, signal),
    save: (answer) => saveAnswer(activity, answer),
    finish: () =>
      request<ExamFinishResponse>('main', '/exam/exam_finish', {
        method: 'PATCH',
        body: { activity },
        notifyError: true,
      }),
  };
}

/**
 * GET /homework/digital_exam_result: the score and each question's outcome. Without a student,
 * the caller's own; a teacher names the student (null: none chosen yet, nothing is asked).
 */
export const examResultOptions = (activity: string, student?: string | null) =>
  queryOptions({
    queryKey: examKeys.result(activity, student ?? ''),
    queryFn: ({ signal }) =>
      request<ExamResult>('main', '/homework/digital_exam_result', { query: { activity, student }, signal }),
    enabled: student !== null,
  });

export const useExamResult = (activity: string, student?: string | null) =>
  useQuery(examResultOptions(activity, student));
