import type { GamePlayResponse, ShortLinkResponse } from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './http/request.ts';

/**
 * Every list of games starts with 'games', so one invalidation refreshes them after a mark; a
 * play token has a root of its own, as refetching it would reload the game being played.
 */
export const gameKeys = {
  all: ['games'] as const,
  play: (contentId: string, attempt: number) => ['game-play', contentId, attempt] as const,
  share: (target: string) => ['game-share', target] as const,
};

/**
 * POST /games/play: the frame's address with a play token for this content and this user. Kept
 * while the player is shown and never refetched (a new token would reload the game mid-play);
 * dropped when it closes, so the next opening asks for a fresh token, as does each new attempt.
 */
export const usePlayToken = (contentId: string | null, attempt = 0) =>
  useQuery({
    queryKey: gameKeys.play(contentId ?? '', attempt),
    queryFn: ({ signal }) =>
      request<GamePlayResponse>('games', '/games/play', {
        method: 'POST',
        body: { oed_content_id: contentId },
        signal,
      }),
    enabled: contentId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

/** PATCH /games/rating: 0 clears the caller's rating; the lists show the new average afterwards. */
export function useRateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ contentId, rating }: { contentId: string; rating: number }) =>
      request('games', '/games/rating', { method: 'PATCH', body: { oed_content_id: contentId, rating } }),
    onSuccess: () => client.invalidateQueries({ queryKey: gameKeys.all }),
  });
}

/**
 * POST /manage/create (shortlinks): a short link to `target`, made once per target while the
 * app is open (a random key lives 720 hours), so opening the dialog again shows the same link.
 */
export const useShortLink = (target: string, enabled: boolean) =>
  useQuery({
    queryKey: gameKeys.share(target),
    queryFn: ({ signal }) =>
      request<ShortLinkResponse>('shortlinks', '/manage/create', { method: 'POST', body: { target }, signal }),
    select: (answer) => answer.link,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
