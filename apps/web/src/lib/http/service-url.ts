import type { ServiceName } from '@ava/contracts';
import { SERVICES } from '../services.ts';

export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** A service's address for a path; empty query values are dropped. */
export function serviceUrl(service: ServiceName, path: string, query?: QueryValues): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return `${SERVICES[service]}${path}${text ? `?${text}` : ''}`;
}
