import type { IssueType, QuestionInput, QuestionView } from '@ava/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { questionKeys } from '../../../lib/question-search.ts';
import { useBankMutation } from './question-keys.ts';

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
