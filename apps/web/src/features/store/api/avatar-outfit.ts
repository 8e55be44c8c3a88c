import {
  type AvatarItemOption,
  type AvatarOutfitResponse,
  composedAvatarPieces,
  composedAvatarUrl,
  type InventoryResponse,
} from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { getSession, updateSessionUser } from '../../../lib/session.ts';
import { storeKeys } from './store-keys.ts';

/** GET /store/inventory?kind=avatar: the avatar items the student owns. */
export const useAvatarInventory = () =>
  useQuery({
    queryKey: storeKeys.inventory('avatar'),
    queryFn: ({ signal }) =>
      request<InventoryResponse>('main', '/store/inventory', { query: { kind: 'avatar' }, signal }),
  });

/** GET /store/avatar: what the avatar wears. */
export const useAvatarOutfit = () =>
  useQuery({
    queryKey: storeKeys.avatar(),
    queryFn: ({ signal }) => request<AvatarOutfitResponse>('main', '/store/avatar', { signal }),
  });

/** Puts an owned item on (POST /store/avatar/wear) or takes an option off (DELETE); the answer is the outfit. */
export function useDressAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { wear: string } | { takeOff: AvatarItemOption }) =>
      'wear' in change
        ? request<AvatarOutfitResponse>('main', '/store/avatar/wear', {
            method: 'POST',
            body: { product_id: change.wear },
          })
        : request<AvatarOutfitResponse>('main', `/store/avatar/wear/${change.takeOff}`, { method: 'DELETE' }),
    onSuccess: (outfit) => {
      client.setQueryData(storeKeys.avatar(), outfit);
      // A student whose profile image is this avatar sees it dressed in the header too.
      if (composedAvatarPieces(getSession()?.user.avatar_url)) {
        updateSessionUser({ avatar_url: composedAvatarUrl(outfit.worn) });
      }
    },
  });
}
