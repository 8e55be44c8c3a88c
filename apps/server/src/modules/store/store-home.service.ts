import {
  fitsRow,
  HOME_MESSAGES,
  type HomeLayoutResponse,
  homeLayerOf,
  type PlacePieceBody,
  STORE_MESSAGES,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import { isUniqueViolation } from '../accounts/accounts.module.ts';
import type { StoreRepository } from './store.repository.ts';
import type { StoreHomeRepository } from './store-home.repository.ts';

/**
 * Minha casa: the student places the home products they own in a room grid, one piece per
 * product, one piece of each layer per cell (a rug lies under what stands on it).
 */
export function createStoreHomeService(deps: { repo: StoreRepository; home: StoreHomeRepository; clock: Clock }) {
  const { repo, home, clock } = deps;

  async function layout(user: AuthContext): Promise<HomeLayoutResponse> {
    const rows = await home.pieces(user.platformId, user.userId);
    return {
      pieces: rows.flatMap(({ item, ...piece }) => (item.kind === 'home' ? [{ ...piece, art: item.art }] : [])),
    };
  }

  /** The home is the student's to furnish: a guardian's session opened as the student only looks. */
  function refuseDelegated(user: AuthContext) {
    if (user.openedBy) throw forbidden(HOME_MESSAGES.delegatedFurnishing);
  }

  return {
    /** GET /store/home (ours) */
    layout,

    /** PUT /store/home/pieces/{product_id} (ours): an owned home product, retired or not, to a free spot of its layer. */
    async place(user: AuthContext, productId: string, body: PlacePieceBody): Promise<HomeLayoutResponse> {
      refuseDelegated(user);
      const { platformId, userId } = user;
      const product = await repo.product(platformId, userId, productId);
      if (!product) throw notFound(STORE_MESSAGES.productNotFound);
      if (product.item.kind !== 'home') throw conflict(HOME_MESSAGES.notHomeItem);
      if (product.owned === 0) throw conflict(HOME_MESSAGES.notOwned);
      const spot = { layer: homeLayerOf(product.item.art), x: body.x, y: body.y };
      if (!fitsRow(spot.layer, spot.y)) {
        throw badRequest(spot.layer === 'wall' ? HOME_MESSAGES.wallOnly : HOME_MESSAGES.floorOnly);
      }
      const occupant = await home.occupant(platformId, userId, spot);
      if (occupant && occupant !== product.id) throw conflict(HOME_MESSAGES.spotTaken);
      try {
        await home.place(platformId, userId, product.id, spot, clock.now());
      } catch (error) {
        // Another request took the spot between the look and the write.
        if (isUniqueViolation(error)) throw conflict(HOME_MESSAGES.spotTaken);
        throw error;
      }
      return layout(user);
    },

    /** DELETE /store/home/pieces/{product_id} (ours): back to the tray; a piece not placed changes nothing. */
    async remove(user: AuthContext, productId: string): Promise<HomeLayoutResponse> {
      refuseDelegated(user);
      await home.remove(user.platformId, user.userId, productId);
      return layout(user);
    },
  };
}

export type StoreHomeService = ReturnType<typeof createStoreHomeService>;
