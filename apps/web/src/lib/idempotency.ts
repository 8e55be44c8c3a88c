import { useRef } from 'react';

/**
 * The Idempotency-Key of a user's action that moves pokz (invest, transfer): one key per action,
 * the same key again when that same request is sent again after a failure (a lost answer), so the
 * server does it once. Another request, or the same one after it succeeded, is another action.
 */
export function useIdempotencyKey() {
  const held = useRef<{ request: string; key: string } | null>(null);
  return {
    keyFor(request: unknown): string {
      const text = JSON.stringify(request);
      if (held.current?.request !== text) held.current = { request: text, key: crypto.randomUUID() };
      return held.current.key;
    },
    /** The action is done: sending the same again is a new action. */
    done(): void {
      held.current = null;
    },
  };
}

export const idempotencyHeaders = (key: string) => ({ 'Idempotency-Key': key });
