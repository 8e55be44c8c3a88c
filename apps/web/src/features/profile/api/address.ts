import type { Address, PostalCodeResult } from '@ava/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { profileKeys } from './profile-keys.ts';

export type AddressInput = Omit<Address, 'state'> & { state: string };

/** GET /profile/address_info */
export const useAddress = () =>
  useQuery(
    queryOptions({
      queryKey: profileKeys.address(),
      queryFn: ({ signal }) => request<{ address: Address | null }>('main', '/profile/address_info', { signal }),
    }),
  );

/** POST /profile/address */
export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (address: AddressInput) =>
      request<{ address: Address }>('main', '/profile/address', { method: 'POST', body: address, notifyError: true }),
    onSuccess: (answer) => client.setQueryData(profileKeys.address(), answer),
  });
}

/** GET /postal-code/{zipcode}: the address of a CEP, or an HttpError ('Erro ao buscar endereço'). */
export const lookupPostalCode = (zipcode: string) =>
  request<PostalCodeResult>('main', `/postal-code/${encodeURIComponent(zipcode)}`);

/** GET /locations/states (kept for the session: the list never changes). */
export const useStates = () =>
  useQuery({
    queryKey: profileKeys.states(),
    queryFn: ({ signal }) =>
      request<{ states: { code: string; name: string }[] }>('main', '/locations/states', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /locations/cities/{state} */
export const useCities = (state: string) =>
  useQuery({
    queryKey: profileKeys.cities(state),
    queryFn: ({ signal }) => request<{ cities: string[] }>('main', `/locations/cities/${state}`, { signal }),
    enabled: state !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
