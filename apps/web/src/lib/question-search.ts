import type { QuestionFilterGroup, QuestionSearchResponse } from '@ava/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './http/request.ts';

/**
 * Every query of the question bank starts with 'question-bank', so one invalidation refreshes
 * them all. Here, not in the question-bank feature, because the exam wizard searches the bank
 * too, and its imports change the questions' uses.
 */
export const questionKeys = {
  all: ['question-bank'] as const,
  search: (query: object) => ['question-bank', 'search', query] as const,
  filters: () => ['question-bank', 'filters'] as const,
  issues: () => ['question-bank', 'issues'] as const,
  quizzes: () => ['question-bank', 'quizzes'] as const,
  quiz: (id: string) => ['question-bank', 'quizzes', id] as const,
};

/** The bank's search filters (POST /questions/search) and the page asked. */
export interface QuestionSearchParams {
  text: string;
  bncc: string;
  grade_id: number | null;
  subject: string;
  mine: boolean;
  page: number;
}

export const FIRST_QUESTION_PAGE: QuestionSearchParams = {
  text: '',
  bncc: '',
  grade_id: null,
  subject: '',
  mine: false,
  page: 1,
};

/** POST /questions/search; empty values are dropped by the server (document 3 section 5). */
export const useQuestionSearch = (params: QuestionSearchParams) =>
  useQuery({
    queryKey: questionKeys.search(params),
    queryFn: ({ signal }) =>
      request<QuestionSearchResponse>('questions', '/questions/search', {
        method: 'POST',
        body: { ...params, mine: params.mine || null },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /questions/filters */
export const useQuestionFilters = () =>
  useQuery({
    queryKey: questionKeys.filters(),
    queryFn: ({ signal }) => request<{ filters: QuestionFilterGroup[] }>('questions', '/questions/filters', { signal }),
    select: (answer) => answer.filters,
  });

/** The grades and subjects the platform's questions use, from GET /questions/filters. */
export function useQuestionFilterOptions() {
  const filters = useQuestionFilters();
  const grades = (filters.data?.find((group) => group.element_id === 'grade_id')?.items ?? []).map((item) => ({
    id: Number(item.element_id),
    name: item.name,
  }));
  const subjects = (filters.data?.find((group) => group.element_id === 'subject')?.items ?? []).map(
    (item) => item.name,
  );
  return { grades, subjects };
}
