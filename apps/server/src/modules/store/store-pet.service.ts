import {
  type AdoptPetBody,
  PET_CARE_AGAIN_AT,
  PET_CARES,
  PET_MESSAGES,
  PET_SLOT_OF,
  type PetCare,
  type PetCareBody,
  type PetResponse,
  type PetSlot,
  petMood,
  petNeedLevel,
  STORE_MESSAGES,
  type WearPetItemBody,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { StoreRepository } from './store.repository.ts';
import type { PetCareColumn, PetRow, StorePetRepository } from './store-pet.repository.ts';

const CARED_AT: Readonly<Record<PetCare, PetCareColumn>> = {
  banho: 'bathed_at',
  comida: 'fed_at',
  brincadeira: 'played_at',
};

/**
 * The student's pet (spa-do-pet): adopted once, dressed with the pet items they own (one per
 * slot), and cared for for free: each care fills its need, which empties with the server's clock.
 */
export function createStorePetService(deps: { repo: StoreRepository; pets: StorePetRepository; clock: Clock }) {
  const { repo, pets, clock } = deps;

  async function present(user: AuthContext, pet: PetRow | null): Promise<PetResponse> {
    if (!pet) return { pet: null };
    const now = clock.now();
    const needs = PET_CARES.map((care) => {
      const caredAt = pet[CARED_AT[care]];
      const level = petNeedLevel(care, caredAt, now);
      return { care, level, cared_at: caredAt.toISOString(), available: level <= PET_CARE_AGAIN_AT };
    });
    const worn = await pets.worn(user.platformId, user.userId);
    return {
      pet: {
        species: pet.species,
        name: pet.name,
        adopted_at: pet.created_at.toISOString(),
        mood: petMood(needs.map((need) => need.level)),
        needs,
        worn: worn.flatMap(({ slot, product }) =>
          product.item.kind === 'pet'
            ? [{ slot, art: product.item.art, product_id: product.id, name: product.name }]
            : [],
        ),
      },
    };
  }

  const current = async (user: AuthContext) => present(user, await pets.pet(user.platformId, user.userId));

  /** The pet is the student's to change: a guardian's session opened as the student only looks. */
  async function adoptedPet(user: AuthContext): Promise<PetRow> {
    if (user.openedBy) throw forbidden(PET_MESSAGES.delegated);
    const pet = await pets.pet(user.platformId, user.userId);
    if (!pet) throw conflict(PET_MESSAGES.notAdopted);
    return pet;
  }

  return {
    /** GET /store/pet (ours) */
    pet: current,

    /** POST /store/pet (ours): once; the new pet starts with every need full. */
    async adopt(user: AuthContext, body: AdoptPetBody): Promise<PetResponse> {
      if (user.openedBy) throw forbidden(PET_MESSAGES.delegated);
      const adopted = await pets.adopt(user.platformId, user.userId, body, clock.now());
      if (!adopted) throw conflict(PET_MESSAGES.alreadyAdopted);
      return current(user);
    },

    /** POST /store/pet/wear (ours): an owned pet item, retired or not, in place of its slot's. */
    async wear(user: AuthContext, body: WearPetItemBody): Promise<PetResponse> {
      const pet = await adoptedPet(user);
      const product = await repo.product(user.platformId, user.userId, body.product_id);
      if (!product) throw notFound(STORE_MESSAGES.productNotFound);
      if (product.item.kind !== 'pet') throw conflict(PET_MESSAGES.notPetItem);
      if (product.owned === 0) throw conflict(PET_MESSAGES.notOwned);
      await pets.wear(user.platformId, user.userId, PET_SLOT_OF[product.item.art], product.id, clock.now());
      return present(user, pet);
    },

    /** DELETE /store/pet/wear/{slot} (ours): an empty slot stays empty. */
    async takeOff(user: AuthContext, slot: PetSlot): Promise<PetResponse> {
      const pet = await adoptedPet(user);
      await pets.takeOff(user.platformId, user.userId, slot);
      return present(user, pet);
    },

    /** POST /store/pet/care (ours): only once the need has dropped to PET_CARE_AGAIN_AT. */
    async care(user: AuthContext, body: PetCareBody): Promise<PetResponse> {
      const pet = await adoptedPet(user);
      const now = clock.now();
      if (petNeedLevel(body.care, pet[CARED_AT[body.care]], now) > PET_CARE_AGAIN_AT) {
        throw conflict(PET_MESSAGES.notNeeded[body.care]);
      }
      await pets.care(user.platformId, user.userId, CARED_AT[body.care], now);
      return present(user, { ...pet, [CARED_AT[body.care]]: now });
    },
  };
}

export type StorePetService = ReturnType<typeof createStorePetService>;
