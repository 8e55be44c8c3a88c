import type { IssueType } from '@ava/contracts';
import type { IssueTypeRow } from './issues.repository.ts';

export function presentIssueType(row: IssueTypeRow): IssueType {
  return {
    id: row.id,
    subject: row.subject,
    description: row.description,
    enable_obs_text: row.enable_obs_text,
    medium_id: row.medium_id,
  };
}
