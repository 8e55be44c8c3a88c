import { BRAZILIAN_STATES, type BrazilianState, type PostalCodeResult } from '@ava/contracts';
import { createTtlCache } from '../cache/ttl-cache.ts';
import type { Clock } from '../clock.ts';
import { type PostalCodeProvider, PostalCodeUnavailable } from './postal-code-provider.ts';

export interface HttpPostalCodeConfig {
  /** A ViaCEP-compatible base: `<base>/<cep>/json/` answers the address or `{ "erro": true }`. */
  postalCodeUrl: string;
  /** An IBGE-compatible base: `<base>/estados/<UF>/municipios` answers `[{ "nome": ... }]`. */
  locationsUrl: string;
  timeoutMs?: number;
  clock: Clock;
}

interface ViaCepAnswer {
  erro?: unknown;
  cep?: unknown;
  logradouro?: unknown;
  bairro?: unknown;
  localidade?: unknown;
  uf?: unknown;
}

const DAY_MS = 86_400_000;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const isState = (value: string): value is BrazilianState => (BRAZILIAN_STATES as string[]).includes(value);

async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (error) {
    throw new PostalCodeUnavailable(error);
  }
  if (!response.ok) throw new PostalCodeUnavailable(new Error(`HTTP ${response.status} from ${url}`));
  try {
    return await response.json();
  } catch (error) {
    throw new PostalCodeUnavailable(error);
  }
}

/**
 * The default provider, over HTTP. Answers are kept a day in the process (postal codes and
 * city lists hardly change), so a form typed again, or a whole class, costs one call.
 */
export function createHttpPostalCodeProvider(config: HttpPostalCodeConfig): PostalCodeProvider {
  const timeoutMs = config.timeoutMs ?? 5_000;
  const base = (url: string) => url.replace(/\/+$/, '');
  const addresses = createTtlCache<PostalCodeResult | 'unknown'>({
    clock: config.clock,
    ttlMs: DAY_MS,
    maxEntries: 20_000,
  });
  const cityLists = createTtlCache<string[]>({ clock: config.clock, ttlMs: DAY_MS, maxEntries: 27 });

  return {
    async lookup(zipcode) {
      const cached = addresses.get(zipcode);
      if (cached !== undefined) return cached === 'unknown' ? null : cached;
      const answer = (await getJson(`${base(config.postalCodeUrl)}/${zipcode}/json/`, timeoutMs)) as ViaCepAnswer;
      const state = text(answer?.uf).toUpperCase();
      // ViaCEP flags unknown codes with `erro` (true, or "true" in its newer answers).
      if (!answer || typeof answer !== 'object' || (answer.erro !== undefined && answer.erro !== false)) {
        addresses.set(zipcode, 'unknown');
        return null;
      }
      if (!isState(state)) throw new PostalCodeUnavailable(new Error(`unexpected answer for ${zipcode}`));
      const result: PostalCodeResult = {
        zipcode,
        street: text(answer.logradouro),
        neighborhood: text(answer.bairro),
        city: text(answer.localidade),
        state,
      };
      addresses.set(zipcode, result);
      return result;
    },

    async cities(state) {
      return (
        (await cityLists.getOrLoad(state, async () => {
          const answer = await getJson(`${base(config.locationsUrl)}/estados/${state}/municipios`, timeoutMs);
          if (!Array.isArray(answer)) throw new PostalCodeUnavailable(new Error(`unexpected cities of ${state}`));
          const names = answer.map((city) => text((city as { nome?: unknown })?.nome)).filter(Boolean);
          return names.sort((a, b) => a.localeCompare(b, 'pt-BR'));
        })) ?? []
      );
    },
  };
}
