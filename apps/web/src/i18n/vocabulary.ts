import type { Overlay } from './corporate.ts';
import { i18n } from './i18n.ts';
import { ptBR } from './pt-BR.ts';

type Strings = { readonly [key: string]: unknown };

const LANGUAGE = 'pt-BR';

/** Every namespace's own wording (the school vocabulary), as its strings file wrote it. */
const schoolWording = new Map<string, Strings>([['translation', ptBR]]);
let corporate = false;
/**
 * The corporate overlay: a chunk of its own, loaded only for a platform that asks for it (its
 * catalogue of server messages would bring the contracts' schemas, and zod, to every first screen).
 */
let corporateWording: typeof import('./corporate.ts') | undefined;

/** Loads the corporate overlay; chooseWording(true) needs it. */
export async function loadCorporateWording(): Promise<void> {
  corporateWording ??= await import('./corporate.ts');
}

function corporateOverlay(): typeof import('./corporate.ts') {
  if (!corporateWording) throw new Error('The corporate wording is not loaded: await loadCorporateWording() first');
  return corporateWording;
}

function isStrings(value: unknown): value is Strings {
  return typeof value === 'object' && value !== null;
}

/** The strings with the overlay's keys written over them, nested objects merged key by key. */
export function overlaid(strings: Strings, overlay: Overlay | undefined): Strings {
  if (!overlay) return strings;
  const result: Record<string, unknown> = { ...strings };
  for (const [key, value] of Object.entries(overlay)) {
    const own = strings[key];
    result[key] = isStrings(value) && isStrings(own) ? overlaid(own, value) : value;
  }
  return result;
}

function install(namespace: string, strings: Strings): void {
  const wording = corporate ? overlaid(strings, corporateOverlay().CORPORATE_WORDING[namespace]) : strings;
  i18n.addResourceBundle(LANGUAGE, namespace, wording, false, true);
}

/** Registers a namespace's strings in the school vocabulary; a corporate platform reads them relabelled. */
export function addStrings(namespace: string, strings: Strings): void {
  schoolWording.set(namespace, strings);
  install(namespace, strings);
}

/**
 * Chooses the vocabulary of every screen: the school one, or the corporate overlay (cursos,
 * módulos, jornadas, instrutor, colaborador) that the theme's corporatePlatform flag asks for.
 * Screens already mounted are not told: the platform layout mounts them again under the new one.
 * The corporate one must be loaded first (loadCorporateWording).
 */
export function chooseWording(on: boolean): void {
  if (on === corporate) return;
  if (on) corporateOverlay();
  corporate = on;
  for (const [namespace, strings] of schoolWording) install(namespace, strings);
}

/**
 * A message of the server (or of its catalogue, which screens also show themselves), or a name it
 * sends (a grade's), in the chosen vocabulary: the server speaks the school one.
 */
export function serverText(message: string): string {
  return (corporate && corporateOverlay().CORPORATE_SERVER_TEXTS[message]) || message;
}
