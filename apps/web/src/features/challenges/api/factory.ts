import type {
  factoryStepFiveSchema,
  factoryStepFourSchema,
  factoryStepOneSchema,
  factoryStepThreeSchema,
  factoryStepTwoSchema,
  GameContentDraft,
} from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { gameKeys } from '../../../lib/games.ts';
import { request } from '../../../lib/http/request.ts';
import { challengeKeys } from './challenge-keys.ts';

/** GET /factory/find_draft?oed_content_id=: the content as the factory left it, or null. */
export const useFactoryDraft = (contentId: string | null) =>
  useQuery({
    queryKey: challengeKeys.draft(contentId ?? ''),
    queryFn: ({ signal }) =>
      request<{ draft: GameContentDraft | null }>('games', '/factory/find_draft', {
        query: { oed_content_id: contentId },
        signal,
      }),
    select: (answer) => answer.draft,
    enabled: contentId !== null,
  });

export type IntroBody = z.input<typeof factoryStepOneSchema>;
export type LayoutBody = z.input<typeof factoryStepTwoSchema>;
export type ContentBody = z.input<typeof factoryStepThreeSchema>;
export type ClassificationBody = z.input<typeof factoryStepFourSchema>;
export type PublishBody = z.input<typeof factoryStepFiveSchema>;

/**
 * The id a step's answer names. The contracts fix the steps' bodies, not their answers: the
 * content, or its draft under `draft`; either carries oed_content_id.
 */
function savedId(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null;
  const { oed_content_id: id, draft } = answer as { oed_content_id?: unknown; draft?: { oed_content_id?: unknown } };
  if (typeof id === 'string') return id;
  return typeof draft?.oed_content_id === 'string' ? draft.oed_content_id : null;
}

const put =
  <B>(path: string) =>
  (body: B) =>
    request<unknown>('games', path, { method: 'PUT', body });

/** The five steps (document 3 section 4): step_one creates the draft (POST), the others change it (PUT). */
export const factorySteps = {
  intro: (body: IntroBody) => request<unknown>('games', '/factory/step_one', { method: 'POST', body }),
  layout: put<LayoutBody>('/factory/step_two'),
  content: put<ContentBody>('/factory/step_three'),
  classification: put<ClassificationBody>('/factory/step_four'),
  publish: put<PublishBody>('/factory/step_five'),
};

/**
 * Saves one step and answers the content's id; the draft and every list of games are read
 * again, so the wizard resumes from what the server kept.
 */
export function useFactoryStep<B extends { oed_content_id?: string }>(step: (body: B) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: B) => {
      const answer = await step(body);
      const id = savedId(answer) ?? body.oed_content_id;
      if (!id) throw new Error('step answered no content id');
      return id;
    },
    // Awaited before the caller moves on, so the next step opens on the draft as saved.
    onSuccess: () => client.invalidateQueries({ queryKey: gameKeys.all }),
  });
}
