import type { PrivacyRequest } from '@ava/contracts';
import type { PrivacyRequestListed } from './privacy-requests.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A request as its asker and the administration read it. `downloadUrl` is given only to the
 * person who asked, while the link lasts: the administration follows requests, it never reads the zip.
 */
export function presentPrivacyRequest(
  { request, subjectName, requesterName }: PrivacyRequestListed,
  downloadUrl: string | null,
): PrivacyRequest {
  return {
    id: request.id,
    kind: request.kind,
    status: request.status,
    subject: request.subject_id ? { id: request.subject_id, name: subjectName ?? '' } : null,
    requested_by: { id: request.requested_by, name: requesterName ?? '', role: request.requested_by_role },
    requested_at: request.created_at.toISOString(),
    confirmed_at: iso(request.confirmed_at),
    started_at: iso(request.started_at),
    finished_at: iso(request.finished_at),
    file:
      request.file_key && request.link_expires_at
        ? {
            size: request.file_size ?? 0,
            expires_at: request.link_expires_at.toISOString(),
            download_url: downloadUrl,
            downloads: request.download_count,
            downloaded_at: iso(request.downloaded_at),
          }
        : null,
    summary: request.summary,
  };
}
