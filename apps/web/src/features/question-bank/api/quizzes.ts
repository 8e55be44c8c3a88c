import type { QuizQuestionEntry, QuizSummary, QuizView } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { questionKeys } from '../../../lib/question-search.ts';
import { useBankMutation } from './question-keys.ts';

/** POST /quizzes/all: the educator's own quizzes. */
export const useQuizzes = () =>
  useQuery({
    queryKey: questionKeys.quizzes(),
    queryFn: ({ signal }) =>
      request<{ total: number; results: QuizSummary[] }>('questions', '/quizzes/all', {
        method: 'POST',
        body: {},
        signal,
      }),
  });

/** POST /quizzes/show */
export const useQuiz = (id: string | null) =>
  useQuery({
    queryKey: questionKeys.quiz(id ?? ''),
    queryFn: ({ signal }) =>
      request<{ quiz: QuizView }>('questions', '/quizzes/show', { method: 'POST', body: { id }, signal }),
    select: (answer) => answer.quiz,
    enabled: id !== null,
  });

export interface QuizSave {
  id?: string;
  title: string;
  description: string;
  questions: QuizQuestionEntry[];
}

/** POST /quizzes/create or PATCH /quizzes/update; the answer's message is the spec's text. */
export const useSaveQuiz = () =>
  useBankMutation(({ id, ...quiz }: QuizSave) =>
    id
      ? request<{ message: string }>('questions', '/quizzes/update', { method: 'PATCH', body: { id, ...quiz } })
      : request<{ message: string }>('questions', '/quizzes/create', { method: 'POST', body: quiz }),
  );

/** PATCH /quizzes/delete */
export const useDeleteQuiz = () =>
  useBankMutation((id: string) =>
    request<{ message: string }>('questions', '/quizzes/delete', { method: 'PATCH', body: { id }, notifyError: true }),
  );
