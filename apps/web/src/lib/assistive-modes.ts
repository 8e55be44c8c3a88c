import { useSyncExternalStore } from 'react';

/** What the shell's accessibility sidebar has on: 'Voz' (reading aloud) and 'Libras' (sign language). */
export interface AssistiveModes {
  voice: boolean;
  sign: boolean;
}

const OFF: AssistiveModes = { voice: false, sign: false };
let modes: AssistiveModes = OFF;
const listeners = new Set<() => void>();

/** Written by the sidebar as its buttons change, read by whatever must follow them (the game frame). */
export function publishAssistiveModes(next: AssistiveModes): void {
  if (next.voice === modes.voice && next.sign === modes.sign) return;
  modes = { voice: next.voice, sign: next.sign };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAssistiveModes(): AssistiveModes {
  return useSyncExternalStore(
    subscribe,
    () => modes,
    () => OFF,
  );
}
