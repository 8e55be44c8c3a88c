import { type AvatarItemOption, type AvatarOutfitResponse, STORE_MESSAGES, type WearItemBody } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { StoreRepository } from './store.repository.ts';

/** Told after the avatar's outfit changed (the profile image may show it). */
export type OutfitChanged = (user: AuthContext) => Promise<void>;

/**
 * Dressing the student's avatar (spa-do-avatar) with the avatar items they own: one item per
 * DiceBear option, put on and taken off. Only what the inventory holds can be worn.
 */
export function createStoreAvatarService(deps: {
  repo: StoreRepository;
  clock: Clock;
  outfitChanged?: OutfitChanged | undefined;
}) {
  const { repo, clock, outfitChanged } = deps;

  async function outfit(user: AuthContext): Promise<AvatarOutfitResponse> {
    const rows = await repo.worn(user.platformId, user.userId);
    return {
      worn: rows.flatMap(({ option, product }) =>
        product.item.kind === 'avatar'
          ? [{ option, value: product.item.value, product_id: product.id, name: product.name }]
          : [],
      ),
    };
  }

  /** The avatar is the student's to dress: a guardian's session opened as the student only looks. */
  function refuseDelegated(user: AuthContext) {
    if (user.openedBy) throw forbidden(STORE_MESSAGES.delegatedDressing);
  }

  return {
    /** GET /store/avatar (ours) */
    outfit,

    /** POST /store/avatar/wear (ours): an owned avatar item, retired or not, in place of its option's. */
    async wear(user: AuthContext, body: WearItemBody): Promise<AvatarOutfitResponse> {
      refuseDelegated(user);
      const product = await repo.product(user.platformId, user.userId, body.product_id);
      if (!product) throw notFound(STORE_MESSAGES.productNotFound);
      if (product.item.kind !== 'avatar') throw conflict(STORE_MESSAGES.notAvatarItem);
      if (product.owned === 0) throw conflict(STORE_MESSAGES.notOwned);
      await repo.wear(user.platformId, user.userId, product.item.option, product.id, clock.now());
      await outfitChanged?.(user);
      return outfit(user);
    },

    /** DELETE /store/avatar/wear/{option} (ours): the option goes back to the avatar's default. */
    async takeOff(user: AuthContext, option: AvatarItemOption): Promise<AvatarOutfitResponse> {
      refuseDelegated(user);
      await repo.takeOff(user.platformId, user.userId, option);
      await outfitChanged?.(user);
      return outfit(user);
    },
  };
}

export type StoreAvatarService = ReturnType<typeof createStoreAvatarService>;
