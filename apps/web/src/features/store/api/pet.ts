import type { AdoptPetBody, InventoryResponse, PetCare, PetResponse, PetSlot } from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { storeKeys } from './store-keys.ts';

/** GET /store/pet: the student's pet, or null before adopting. */
export const usePet = () =>
  useQuery({
    queryKey: storeKeys.pet(),
    queryFn: ({ signal }) => request<PetResponse>('main', '/store/pet', { signal }),
  });

/** GET /store/inventory?kind=pet: the pet items the student owns. */
export const usePetInventory = () =>
  useQuery({
    queryKey: storeKeys.inventory('pet'),
    queryFn: ({ signal }) => request<InventoryResponse>('main', '/store/inventory', { query: { kind: 'pet' }, signal }),
  });

/** Every change answers the pet as it stands, which replaces the one shown. */
function usePetChange<T>(send: (change: T) => Promise<PetResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => client.setQueryData(storeKeys.pet(), answer),
  });
}

/** POST /store/pet */
export const useAdoptPet = () =>
  usePetChange((body: AdoptPetBody) => request<PetResponse>('main', '/store/pet', { method: 'POST', body }));

/** Puts an owned item in its slot (POST /store/pet/wear) or empties a slot (DELETE). */
export const useDressPet = () =>
  usePetChange((change: { wear: string } | { takeOff: PetSlot }) =>
    'wear' in change
      ? request<PetResponse>('main', '/store/pet/wear', { method: 'POST', body: { product_id: change.wear } })
      : request<PetResponse>('main', `/store/pet/wear/${change.takeOff}`, { method: 'DELETE' }),
  );

/** POST /store/pet/care */
export const useCareForPet = () =>
  usePetChange((care: PetCare) => request<PetResponse>('main', '/store/pet/care', { method: 'POST', body: { care } }));
