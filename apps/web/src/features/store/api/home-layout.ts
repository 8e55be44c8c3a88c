import type { HomeLayoutResponse, HomePiece, InventoryResponse } from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { storeKeys } from './store-keys.ts';

/** GET /store/inventory?kind=home: the furniture the student owns. */
export const useHomeInventory = () =>
  useQuery({
    queryKey: storeKeys.inventory('home'),
    queryFn: ({ signal }) =>
      request<InventoryResponse>('main', '/store/inventory', { query: { kind: 'home' }, signal }),
  });

/** GET /store/home: where the pieces stand. */
export const useHomeLayout = () =>
  useQuery({
    queryKey: storeKeys.home(),
    queryFn: ({ signal }) => request<HomeLayoutResponse>('main', '/store/home', { signal }),
  });

/** A piece put at its spot (PUT), or taken back to the tray (DELETE). */
export type HomeChange = { place: HomePiece } | { remove: string };

function changed(layout: HomeLayoutResponse, change: HomeChange): HomeLayoutResponse {
  const moved = 'place' in change ? change.place.product_id : change.remove;
  const rest = layout.pieces.filter((piece) => piece.product_id !== moved);
  return { pieces: 'place' in change ? [...rest, change.place] : rest };
}

/**
 * Moves a piece at once (a dragged piece stays where it was dropped) and saves it; the server's
 * answer is the room as it stands, and a refusal puts the piece back where it was.
 */
export function useFurnishHome() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: HomeChange) =>
      'place' in change
        ? request<HomeLayoutResponse>('main', `/store/home/pieces/${change.place.product_id}`, {
            method: 'PUT',
            body: { x: change.place.x, y: change.place.y },
          })
        : request<HomeLayoutResponse>('main', `/store/home/pieces/${change.remove}`, { method: 'DELETE' }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: storeKeys.home() });
      const before = client.getQueryData<HomeLayoutResponse>(storeKeys.home());
      if (before) client.setQueryData(storeKeys.home(), changed(before, change));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) client.setQueryData(storeKeys.home(), context.before);
    },
    onSuccess: (layout) => client.setQueryData(storeKeys.home(), layout),
  });
}
