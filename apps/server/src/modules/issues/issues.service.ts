import {
  type FeedbackRegisterRequest,
  ISSUE_MESSAGES,
  type IssueRegisterRequest,
  type IssueReportType,
  issueCommentError,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { presentIssueType } from './issues.presenter.ts';
import type { IssuesRepository } from './issues.repository.ts';

const fieldError = (field: string, message: string) =>
  badRequest(message, { fields: [{ field: `body.${field}`, message }] });

/**
 * 'Reportar Erro' and feedbacks. Anyone signed in may report; the reporter is always the
 * session's user (a `username` in the body is not trusted) and reads back only their own reports.
 */
export function createIssuesService(deps: { issuesRepo: IssuesRepository }) {
  const { issuesRepo } = deps;

  return {
    async types(type: IssueReportType) {
      return { issues: (await issuesRepo.typesOf(type)).map(presentIssueType) };
    },

    async register(auth: AuthContext, input: IssueRegisterRequest) {
      const issueType = await issuesRepo.typeById(input.issue_type_id);
      if (!issueType || issueType.type !== input.type) {
        throw fieldError('issue_type_id', ISSUE_MESSAGES.issueTypeNotFound);
      }
      const commentError = issueCommentError(issueType, input.observation);
      if (commentError) throw fieldError('observation', commentError);
      const observation =
        issueType.enable_obs_text && typeof input.observation === 'string' ? input.observation.trim() || null : null;
      await issuesRepo.saveReport({
        platform_id: auth.platformId,
        user_id: auth.userId,
        type: input.type,
        type_id: input.type_id,
        issue_type_id: issueType.id,
        observation,
      });
      return { message: ISSUE_MESSAGES.reported };
    },

    async gameReported(auth: AuthContext, contentId: string) {
      const rows = await issuesRepo.reportedBy(auth.platformId, auth.userId, 'game', contentId);
      return { oed_content_id: contentId, issues: rows };
    },

    async feedback(auth: AuthContext, input: FeedbackRegisterRequest) {
      await issuesRepo.saveFeedback({
        platform_id: auth.platformId,
        user_id: auth.userId,
        role: auth.role,
        feedback_type: input.feedback_type,
        comment: input.comment,
        page: input.page || null,
      });
      return { message: ISSUE_MESSAGES.feedbackSent };
    },
  };
}

export type IssuesService = ReturnType<typeof createIssuesService>;
