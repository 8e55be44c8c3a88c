import {
  type Address,
  BRAZILIAN_STATES,
  type BrazilianState,
  MESSAGES,
  type PostalCodeResult,
  STATE_NAMES,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { type PostalCodeProvider, PostalCodeUnavailable } from '../../platform/postal-code/postal-code-provider.ts';
import type { AddressRepository, AddressRow, AddressValues } from './address.repository.ts';

const presentAddress = (row: AddressRow): Address => ({
  zipcode: row.zipcode,
  street: row.street,
  number: row.number,
  complement: row.complement,
  neighborhood: row.neighborhood,
  city: row.city,
  state: row.state as BrazilianState,
});

/** The lookup service failing is not the user's fault: 503 with the spec's lookup message. */
async function lookingUp<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PostalCodeUnavailable) throw new AppError(503, MESSAGES.addressLookupFailure);
    throw error;
  }
}

/** The caller's address, and the public postal-code, state and city lookups that fill it in. */
export function createAddressService(deps: { addressRepo: AddressRepository; postalCodes: PostalCodeProvider }) {
  const { addressRepo, postalCodes } = deps;
  return {
    async addressInfo(auth: AuthContext): Promise<{ address: Address | null }> {
      const row = await addressRepo.find(auth.platformId, auth.userId);
      return { address: row ? presentAddress(row) : null };
    },

    async saveAddress(auth: AuthContext, values: AddressValues): Promise<{ address: Address }> {
      return { address: presentAddress(await addressRepo.save(auth.platformId, auth.userId, values)) };
    },

    async lookup(zipcode: string): Promise<PostalCodeResult> {
      const found = await lookingUp(() => postalCodes.lookup(zipcode));
      if (!found) throw notFound(MESSAGES.addressLookupFailure);
      return found;
    },

    states() {
      return { states: BRAZILIAN_STATES.map((code) => ({ code, name: STATE_NAMES[code] })) };
    },

    async cities(state: BrazilianState): Promise<{ cities: string[] }> {
      return { cities: await lookingUp(() => postalCodes.cities(state)) };
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
