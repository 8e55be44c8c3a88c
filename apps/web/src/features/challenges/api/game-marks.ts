import type { GameContentStatus } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameKeys } from '../../../lib/games.ts';
import { request } from '../../../lib/http/request.ts';

/** A write of a game's marks or status; every list of games is refetched after it. */
function useGameWrite<T>(write: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: gameKeys.all }),
  });
}

/** PUT /game/set_favorite */
export const useSetFavorite = () =>
  useGameWrite(({ contentId, favorite }: { contentId: string; favorite: boolean }) =>
    request('games', '/game/set_favorite', {
      method: 'PUT',
      body: { oed_content_id: contentId, favorite },
      notifyError: true,
    }),
  );

/** PUT /contents/update_status: archive, restore or delete a published challenge. */
export const useUpdateStatus = () =>
  useGameWrite(({ contentId, status }: { contentId: string; status: GameContentStatus }) =>
    request('games', '/contents/update_status', {
      method: 'PUT',
      body: { oed_content_id: contentId, status },
      notifyError: true,
    }),
  );

/** DELETE /factory/delete_draft: a draft and its stored files. */
export const useDeleteDraft = () =>
  useGameWrite((contentId: string) =>
    request('games', '/factory/delete_draft', {
      method: 'DELETE',
      query: { oed_content_id: contentId },
      notifyError: true,
    }),
  );
