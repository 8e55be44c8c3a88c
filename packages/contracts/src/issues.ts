import { z } from 'zod';
import { MESSAGES } from './catalogue.ts';
import { FEEDBACK_TYPES, ISSUE_REPORT_TYPES } from './codes.ts';

/** Issue reports ('Reportar Erro') and feedbacks (document 3 sections 2, 3, 4, 5 and 7). */
export const ISSUE_MESSAGES = {
  reported: 'Erro reportado com sucesso',
  issueTypeNotFound: 'Tipo de erro não encontrado.',
  feedbackSent: 'Obrigado! Sua opinião foi enviada.',
} as const;

/** The subject whose comment must say something (not only spaces). */
export const OTHER_ISSUE_SUBJECT = 'Outros';
export const ISSUE_COMMENT_MAX_LENGTH = 1_000;
export const FEEDBACK_COMMENT_MAX_LENGTH = 2_000;

export type IssueReportType = (typeof ISSUE_REPORT_TYPES)[number];

export const issueTypeSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  description: z.string().nullable(),
  enable_obs_text: z.boolean(),
  medium_id: z.string().nullable(),
});
export type IssueType = z.infer<typeof issueTypeSchema>;

export const issueTypesQuerySchema = z.object({ type: z.enum(ISSUE_REPORT_TYPES) });
export const issueTypesResponseSchema = z.object({ issues: z.array(issueTypeSchema) });

/** The id of the content reported: a game's oed_content_id, a medium's or a question's id. */
const contentId = z.union([z.string().trim().min(1).max(64), z.number().int().min(0).transform(String)]);

/**
 * The comment rule of document 3 section 5, shared by the form and the server: only an issue
 * type with enable_obs_text takes a comment; then it must be a string and is required, and
 * for 'Outros' it must not be blank. Returns the message to show, or null when valid.
 */
export function issueCommentError(
  issueType: Pick<IssueType, 'subject' | 'enable_obs_text'>,
  comment: unknown,
): string | null {
  if (!issueType.enable_obs_text) return null;
  if (comment === undefined || comment === null || comment === '') return MESSAGES.requiredField;
  if (typeof comment !== 'string') return MESSAGES.invalidComment;
  if (comment.length > ISSUE_COMMENT_MAX_LENGTH) return MESSAGES.invalidComment;
  if (issueType.subject === OTHER_ISSUE_SUBJECT && comment.trim() === '') return MESSAGES.requiredField;
  return null;
}

/** POST /issues/register; the reporter is the session's user, whatever `username` says. */
export const issueRegisterSchema = z
  .object({
    type: z.enum(ISSUE_REPORT_TYPES),
    type_id: contentId,
    issue_type_id: z.number().int().min(1),
    // Checked against the issue type by issueCommentError, which gives the spec's messages.
    observation: z.unknown().optional(),
    username: z.string().max(254).optional(),
  })
  .strict();
export type IssueRegisterRequest = z.infer<typeof issueRegisterSchema>;

export const gameReportedQuerySchema = z.object({ oed_content_id: contentId });
export const gameReportedResponseSchema = z.object({
  oed_content_id: z.string(),
  issues: z.array(z.object({ issue_type_id: z.number().int() })),
});
export type GameReportedResponse = z.infer<typeof gameReportedResponseSchema>;

const feedbackTypeIds = Object.values(FEEDBACK_TYPES) as [number, ...number[]];
export const feedbackRegisterSchema = z
  .object({
    feedback_type: z
      .number()
      .int()
      .refine((value) => feedbackTypeIds.includes(value)),
    comment: z
      .string({ error: MESSAGES.invalidComment })
      .trim()
      .min(1, MESSAGES.requiredField)
      .max(FEEDBACK_COMMENT_MAX_LENGTH),
    /** The screen it was sent from, e.g. '/demo/painel'. */
    page: z.string().trim().max(300).optional(),
  })
  .strict();
export type FeedbackRegisterRequest = z.infer<typeof feedbackRegisterSchema>;
