import type {
  IssueType,
  QuestionFilterGroup,
  QuestionInput,
  QuestionSearchResponse,
  QuestionView,
} from '@ava/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { questionKeys, useBankMutation } from './question-keys.ts';

export interface SearchParams {
  text: string;
  bncc: string;
  grade_id: number | null;
  subject: string;
  mine: boolean;
  page: number;
}

/** POST /questions/search; empty values are dropped by the server (document 3 section 5). */
export const useQuestionSearch = (params: SearchParams) =>
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

/** POST /questions/create or PATCH /questions/update */
export const useSaveQuestion = () =>
  useBankMutation(({ id, question }: { id?: string; question: QuestionInput }) =>
    id
      ? request<{ question: QuestionView }>('questions', '/questions/update', {
          method: 'PATCH',
          body: { id, question },
        })
      : request<{ question: QuestionView }>('questions', '/questions/create', { method: 'POST', body: question }),
  );

/** PATCH /questions/delete */
export const useDeleteQuestion = () =>
  useBankMutation((id: string) =>
    request<{ message: string }>('questions', '/questions/delete', {
      method: 'PATCH',
      body: { id },
      notifyError: true,
    }),
  );

/** POST /questions/like */
export const useLikeQuestion = () =>
  useBankMutation((questionId: string) =>
    request('questions', '/questions/like', { method: 'POST', body: { question_id: questionId }, notifyError: true }),
  );

/** GET /questions/issues: kept for the session (they change with a release). */
export const useQuestionIssues = (enabled: boolean) =>
  useQuery({
    queryKey: questionKeys.issues(),
    queryFn: ({ signal }) => request<{ issues: IssueType[] }>('questions', '/questions/issues', { signal }),
    select: (answer) => answer.issues,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });

/** POST /questions/report/issue */
export const useReportQuestion = () =>
  useMutation({
    mutationFn: (report: { issueTypeId: number; issuableId: string; comments?: string }) =>
      request<{ message: string }>('questions', '/questions/report/issue', { method: 'POST', body: report }),
  });
