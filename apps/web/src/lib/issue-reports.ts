import type { GameReportedResponse, IssueReportType, IssueType } from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './http/request.ts';

/**
 * Where a report goes: the main service's issues, or the exam builder's own pair of paths for
 * an exam's database questions (document 3 section 7: GET /filters/issues, POST /reported/issue).
 */
export type IssueReportRoute = 'main' | 'exam-builder';

const ROUTES: Record<IssueReportRoute, { types: string; register: string }> = {
  main: { types: '/issues/all', register: '/issues/register' },
  'exam-builder': { types: '/filters/issues', register: '/reported/issue' },
};

export const issueKeys = {
  types: (type: IssueReportType, route: IssueReportRoute) => ['issues', 'types', type, route] as const,
  gameReported: (contentId: string) => ['issues', 'game-reported', contentId] as const,
};

/** GET /issues/all or /filters/issues: issue types change with a release, so they are kept for the session. */
export const useIssueTypes = (type: IssueReportType, enabled: boolean, route: IssueReportRoute = 'main') =>
  useQuery({
    queryKey: issueKeys.types(type, route),
    queryFn: ({ signal }) => request<{ issues: IssueType[] }>(route, ROUTES[route].types, { query: { type }, signal }),
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

/** POST /issues/register (main) or /reported/issue (exam builder) */
export function useRegisterIssue(route: IssueReportRoute = 'main') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (report: IssueReport) =>
      request<{ message: string }>(route, ROUTES[route].register, { method: 'POST', body: report }),
    onSuccess: (_answer, report) =>
      report.type === 'game' && client.invalidateQueries({ queryKey: issueKeys.gameReported(report.type_id) }),
  });
}
