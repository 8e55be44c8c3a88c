import type { ActivityCreationDraft, DraftResponse } from '@ava/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

const KIND = 'activity_creation';
export const creationDraftKey = ['drafts', KIND] as const;

/** GET draft/get (main): the teacher's activity creation left unfinished, asked only where the platform keeps drafts. */
export const useCreationDraft = (enabled: boolean) =>
  useQuery({
    queryKey: creationDraftKey,
    queryFn: ({ signal }) => request<DraftResponse>('main', '/draft/get', { query: { kind: KIND }, signal }),
    enabled,
    select: (response) => response.draft,
  });

/** POST draft/register (main): the form as it is now, replacing the draft before. */
export async function registerCreationDraft(client: QueryClient, payload: ActivityCreationDraft): Promise<void> {
  const saved = await request<DraftResponse>('main', '/draft/register', {
    method: 'POST',
    body: { kind: KIND, payload },
  });
  client.setQueryData(creationDraftKey, saved);
}

/** DELETE draft/delete (main); the flow opened next offers nothing to continue. */
export async function deleteCreationDraft(client: QueryClient): Promise<void> {
  await request<{ deleted: boolean }>('main', '/draft/delete', { method: 'DELETE', query: { kind: KIND } });
  client.setQueryData<DraftResponse>(creationDraftKey, { draft: null });
}
