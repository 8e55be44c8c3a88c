import type { BrazilianState, PostalCodeResult } from '@ava/contracts';

/** Raised when the lookup service cannot be reached or answers something unusable. */
export class PostalCodeUnavailable extends Error {
  constructor(cause: unknown) {
    super('postal-code service unavailable', { cause });
    this.name = 'PostalCodeUnavailable';
  }
}

/** Address lookups by postal code and the cities of a state (document 3 section 7, public services). */
export interface PostalCodeProvider {
  /** The address of an eight-digit postal code, or null when the service flags it as unknown. */
  lookup(zipcode: string): Promise<PostalCodeResult | null>;
  /** City names of a state, sorted. */
  cities(state: BrazilianState): Promise<string[]>;
}
