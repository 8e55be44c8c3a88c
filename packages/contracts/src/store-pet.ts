import { z } from 'zod';
import { PET_ART, STORE_MESSAGES } from './store.ts';

/**
 * The student's pet (document 1 section 2, map sub-area diversao: spa-do-pet; issue 21 part 3):
 * adopted once, with a species and a name; it wears and keeps beside it the pet items the student
 * owns, and is cared for (bath, food, play), each need filling up when cared for and emptying with
 * time. Paths on the main service, all ours (the specification names the screen only).
 */

/** The species a student may adopt, each drawn in SVG in the web app. */
export const PET_SPECIES = ['cachorro', 'gato', 'coelho'] as const;
export type PetSpecies = (typeof PET_SPECIES)[number];

/** Where an item goes: accessories on the head or neck, a toy and a bed beside the pet; one per slot. */
export const PET_SLOTS = ['cabeca', 'pescoco', 'brinquedo', 'cama'] as const;
export type PetSlot = (typeof PET_SLOTS)[number];
export const PET_SLOT_OF: Readonly<Record<(typeof PET_ART)[number], PetSlot>> = {
  'coleira-azul': 'pescoco',
  'coleira-vermelha': 'pescoco',
  bandana: 'pescoco',
  'laco-rosa': 'cabeca',
  'chapeu-de-festa': 'cabeca',
  bola: 'brinquedo',
  osso: 'brinquedo',
  caminha: 'cama',
};

/** The cares, each filling one need: a bath (cleanliness), food (a full belly), play (joy). */
export const PET_CARES = ['banho', 'comida', 'brincadeira'] as const;
export type PetCare = (typeof PET_CARES)[number];
/** Hours a need takes to empty after its care: it drops evenly from 100 to 0. */
export const PET_NEED_HOURS: Readonly<Record<PetCare, number>> = { banho: 72, comida: 24, brincadeira: 48 };
/** A care is given again only once its need has dropped to this, so caring stays a daily habit, not a click race. */
export const PET_CARE_AGAIN_AT = 70;

/** The pet's mood, from its lowest need: happy from 60, calm from 30, sad below. It never runs away nor falls ill. */
export const PET_MOODS = ['feliz', 'tranquilo', 'triste'] as const;
export type PetMood = (typeof PET_MOODS)[number];

export const PET_NAME_LENGTH = { min: 2, max: 20 } as const;

export const PET_MESSAGES = {
  species: 'Escolha um dos bichinhos: cachorro, gato ou coelho.',
  name: `Dê um nome ao seu pet, de ${PET_NAME_LENGTH.min} a ${PET_NAME_LENGTH.max} letras.`,
  nameCharacters: 'O nome do pet pode ter só letras, espaços, hífen e apóstrofo.',
  alreadyAdopted: 'Você já adotou um pet.',
  notAdopted: 'Você ainda não adotou um pet. Adote um primeiro.',
  notPetItem: 'Este item não é do pet.',
  slot: 'Escolha onde fica o item: cabeça, pescoço, brinquedo ou cama.',
  care: 'Escolha um cuidado: banho, comida ou brincadeira.',
  notNeeded: {
    banho: 'Seu pet já está limpinho. Volte mais tarde para outro banho.',
    comida: 'Seu pet está de barriga cheia. Volte mais tarde para alimentá-lo.',
    brincadeira: 'Seu pet já brincou bastante. Volte mais tarde para brincar de novo.',
  } satisfies Record<PetCare, string>,
  delegated: 'Ao entrar como responsável, não é possível mudar nem cuidar do pet do dependente.',
  notOwned: STORE_MESSAGES.notOwned,
} as const;

// ---------------------------------------------------------------------------------------
// Requests

/** POST /store/pet (ours): adopts the student's one pet. */
export const adoptPetBodySchema = z.strictObject({
  species: z.enum(PET_SPECIES, { error: PET_MESSAGES.species }),
  name: z
    .string({ error: PET_MESSAGES.name })
    .trim()
    .min(PET_NAME_LENGTH.min, PET_MESSAGES.name)
    .max(PET_NAME_LENGTH.max, PET_MESSAGES.name)
    .regex(/^[\p{L}][\p{L}' -]*$/u, PET_MESSAGES.nameCharacters)
    .transform((name) => name.replace(/\s+/g, ' ')),
});
export type AdoptPetBody = z.infer<typeof adoptPetBodySchema>;

/** POST /store/pet/wear (ours): an owned pet item, in place of the one in its slot. */
export const wearPetItemBodySchema = z.strictObject({ product_id: z.uuid({ error: STORE_MESSAGES.productNotFound }) });
export type WearPetItemBody = z.infer<typeof wearPetItemBodySchema>;

/** DELETE /store/pet/wear/{slot} (ours) */
export const petSlotParamsSchema = z.object({ slot: z.enum(PET_SLOTS, { error: PET_MESSAGES.slot }) });

/** POST /store/pet/care (ours) */
export const petCareBodySchema = z.strictObject({ care: z.enum(PET_CARES, { error: PET_MESSAGES.care }) });
export type PetCareBody = z.infer<typeof petCareBodySchema>;

// ---------------------------------------------------------------------------------------
// Responses

export const petNeedSchema = z.object({
  care: z.enum(PET_CARES),
  /** 0 to 100, from the time since the care. */
  level: z.number().int(),
  cared_at: z.string(),
  /** The care may be given now (its need has dropped to PET_CARE_AGAIN_AT). */
  available: z.boolean(),
});
export type PetNeed = z.infer<typeof petNeedSchema>;

export const petItemSchema = z.object({
  slot: z.enum(PET_SLOTS),
  art: z.enum(PET_ART),
  product_id: z.string(),
  name: z.string(),
});
export type PetItem = z.infer<typeof petItemSchema>;

export const petSchema = z.object({
  species: z.enum(PET_SPECIES),
  name: z.string(),
  adopted_at: z.string(),
  mood: z.enum(PET_MOODS),
  needs: z.array(petNeedSchema),
  worn: z.array(petItemSchema),
});
export type Pet = z.infer<typeof petSchema>;

/** Every pet path answers the pet as it stands; null before adopting. */
export const petResponseSchema = z.object({ pet: petSchema.nullable() });
export type PetResponse = z.infer<typeof petResponseSchema>;

/** A need's level `now`, from when it was last cared for. */
export function petNeedLevel(care: PetCare, caredAt: Date, now: Date): number {
  const hours = (now.getTime() - caredAt.getTime()) / 3_600_000;
  return Math.max(0, Math.min(100, Math.round(100 * (1 - hours / PET_NEED_HOURS[care]))));
}

export function petMood(levels: readonly number[]): PetMood {
  const lowest = Math.min(...levels);
  return lowest >= 60 ? 'feliz' : lowest >= 30 ? 'tranquilo' : 'triste';
}
