import { MAX_PERSISTED_STATE_BYTES } from '@ava/contracts';

/** Every localStorage key of the app (document 1 section 3); no other module touches localStorage. */
export const STORAGE_KEYS = {
  token: 'ava.token',
  user: 'ava.user',
  platform: 'ava.platform',
  theme: 'ava.theme',
  dependentToken: 'ava.dependent_token',
  dependentUser: 'ava.dependent_user',
  externalUser: 'ava.external_user',
  subscription: 'ava.subscription',
  shortcuts: 'ava.shortcuts',
  initialTime: 'ava.initial_time',
  termsShown: 'ava.terms_shown',
  urgentWarningShown: 'ava.urgent_warning_shown',
  /** The '+ Acessibilidade' choice (larger text, more contrast): a preference of the device, kept after logout. */
  accessibility: 'ava.accessibility',
} as const;
export type StorageKey = keyof typeof STORAGE_KEYS;

/** Flags that live as long as the browser tab, in sessionStorage. */
export const TAB_FLAGS = {
  redirectAfterLogin: 'ava.redirect_after_login',
  notification: 'ava.notification',
  requestedSubmenu: 'ava.requested_submenu',
  siteDataCleared: 'ava.site_data_cleared',
  /** The slug of the last platform, kept when the unknown-address screen clears the rest (lib/site-data.ts). */
  lastPlatform: 'ava.last_platform',
} as const;
export type TabFlag = keyof typeof TAB_FLAGS;

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

/** Storage can be disabled or full (private modes, quotas): such failures are logged, never thrown. */
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch (error) {
    console.error('[storage]', error);
    return fallback;
  }
}

function persistedBytesWithout(name: string): number {
  let total = 0;
  for (const key of Object.values(STORAGE_KEYS)) {
    const value = key === name ? null : localStorage.getItem(key);
    if (value !== null) total += byteLength(key) + byteLength(value);
  }
  return total;
}

export function readItem<T>(key: StorageKey): T | null {
  return safely(() => {
    const text = localStorage.getItem(STORAGE_KEYS[key]);
    return text === null ? null : (JSON.parse(text) as T);
  }, null);
}

/** Writes a value as JSON; a write that would take the persisted state past the cap is refused. */
export function writeItem(key: StorageKey, value: unknown): boolean {
  const name = STORAGE_KEYS[key];
  if (value === null || value === undefined) {
    removeItems([key]);
    return true;
  }
  return safely(() => {
    const text = JSON.stringify(value);
    const total = persistedBytesWithout(name) + byteLength(name) + byteLength(text);
    if (total > MAX_PERSISTED_STATE_BYTES) {
      console.error(`[storage] refused "${name}": ${total} bytes would exceed ${MAX_PERSISTED_STATE_BYTES}`);
      return false;
    }
    localStorage.setItem(name, text);
    return true;
  }, false);
}

export function removeItems(keys: readonly StorageKey[]): void {
  safely(() => {
    for (const key of keys) localStorage.removeItem(STORAGE_KEYS[key]);
  }, undefined);
}

/**
 * Families of records kept under a key of their own per owner (`<prefix>.<part>.<part>`), outside the
 * capped session state: an exam's answers not yet acknowledged by the server must never be refused.
 */
export const RECORD_FAMILIES = {
  /** Per user and activity: the answers of a digital exam waiting to reach the server (features/exams). */
  examAnswers: 'ava.exam_answers',
  /** Per user and tarefa: challenges played and scored whose counting for the tarefa has not reached the server. */
  homeworkPlays: 'ava.homework_plays',
  /** Per user: the last balance the user saw, so pokz that arrived meanwhile are toasted (features/bank). */
  pokzSeen: 'ava.pokz_seen',
  /** Per user: when the social networks' pokz may be asked for again (document 3 section 4). */
  socialMediaReward: 'ava.social_media_reward',
  /** Per user and library type: the dd/MM/yyyy day its workload was last recorded (features/library). */
  libraryWorkload: 'ava.library_workload',
} as const;
export type RecordFamily = keyof typeof RECORD_FAMILIES;

const recordKey = (family: RecordFamily, parts: readonly string[]) => [RECORD_FAMILIES[family], ...parts].join('.');

export function readRecord<T>(family: RecordFamily, parts: readonly string[]): T | null {
  return safely(() => {
    const text = localStorage.getItem(recordKey(family, parts));
    return text === null ? null : (JSON.parse(text) as T);
  }, null);
}

export function writeRecord(family: RecordFamily, parts: readonly string[], value: unknown): boolean {
  return safely(() => {
    localStorage.setItem(recordKey(family, parts), JSON.stringify(value));
    return true;
  }, false);
}

/** The last part of every record of the family kept under these first parts (e.g. a user's exams). */
export function recordsUnder(family: RecordFamily, parts: readonly string[]): string[] {
  const prefix = `${recordKey(family, parts)}.`;
  return safely(() => {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    return keys.flatMap((key) => (key?.startsWith(prefix) ? [key.slice(prefix.length)] : []));
  }, []);
}

export function removeRecord(family: RecordFamily, parts: readonly string[]): void {
  safely(() => localStorage.removeItem(recordKey(family, parts)), undefined);
}

/** Everything but the record families: an exam's answers the server has not acknowledged stay. */
export function clearLocalStorage(): void {
  const kept = Object.values(RECORD_FAMILIES).map((prefix) => `${prefix}.`);
  safely(() => {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) {
      if (key !== null && !kept.some((prefix) => key.startsWith(prefix))) localStorage.removeItem(key);
    }
  }, undefined);
}

export function readFlag(flag: TabFlag): string | null {
  return safely(() => sessionStorage.getItem(TAB_FLAGS[flag]), null);
}

export function writeFlag(flag: TabFlag, value: string): void {
  safely(() => sessionStorage.setItem(TAB_FLAGS[flag], value), undefined);
}

export function removeFlag(flag: TabFlag): void {
  safely(() => sessionStorage.removeItem(TAB_FLAGS[flag]), undefined);
}
