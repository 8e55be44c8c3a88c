import type { GameReportedResponse, IssueReportType, IssueType } from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './http/request.ts';

export const issueKeys = {
  types: (type: IssueReportType) => ['issues', 'types', type] as const,
  gameReported: (contentId: string) => ['issues', 'game-reported', contentId] as const,
};

/** GET /issues/all (main): issue types change with a release, so they are kept for the session. */
export const useIssueTypes = (type: IssueReportType, enabled: boolean) =>
  useQuery({
    queryKey: issueKeys.types(type),
    queryFn: ({ signal }) => request<{ issues: IssueType[] }>('main', '/issues/all', { query: { type }, signal }),
    select: (answer) => answer.issues,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });

/** GET /issues/game_reported (main): the issue types the user already reported for this game. */
export const useGameReported = (contentId: string, enabled: boolean) =>
  useQuery({
    queryKey: issueKeys.gameReported(contentId),
    queryFn: ({ signal }) =>
      request<GameReportedResponse>('main', '/issues/game_reported', { query: { oed_content_id: contentId }, signal }),
    select: (answer) => answer.issues.map((issue) => issue.issue_type_id),
    enabled,
  });

export interface IssueReport {
  type: IssueReportType;
  type_id: string;
  issue_type_id: number;
  observation?: string;
}

/** POST /issues/register (main) */
export function useRegisterIssue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (report: IssueReport) =>
      request<{ message: string }>('main', '/issues/register', { method: 'POST', body: report }),
    onSuccess: (_answer, report) =>
      report.type === 'game' && client.invalidateQueries({ queryKey: issueKeys.gameReported(report.type_id) }),
  });
}
