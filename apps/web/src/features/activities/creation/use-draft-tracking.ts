import type { ActivityCreationDraft } from '@ava/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import { deleteCreationDraft, registerCreationDraft } from '../api/creation-draft.ts';

/** How long typing pauses before the form in progress is sent. */
export const DRAFT_SAVE_DELAY_MS = 1500;

/**
 * Keeps the creation flow's form in progress as the teacher's draft, sent once typing pauses
 * (and at once when the flow closes). A draft that fails to save costs only the convenience:
 * every step the teacher completes is saved by the step itself, so failures are not shown.
 */
export function useDraftTracking(enabled: boolean) {
  const client = useQueryClient();
  const waiting = useRef<{ timer: ReturnType<typeof setTimeout>; payload: ActivityCreationDraft } | null>(null);
  const sending = useRef<Promise<void>>(Promise.resolve());

  const send = useCallback(
    (payload: ActivityCreationDraft) => {
      waiting.current = null;
      sending.current = sending.current.then(() => registerCreationDraft(client, payload)).catch(() => undefined);
    },
    [client],
  );

  const cancel = useCallback(() => {
    if (waiting.current) clearTimeout(waiting.current.timer);
    waiting.current = null;
  }, []);

  const track = useCallback(
    (payload: ActivityCreationDraft) => {
      if (!enabled) return;
      cancel();
      waiting.current = { payload, timer: setTimeout(() => send(payload), DRAFT_SAVE_DELAY_MS) };
    },
    [enabled, cancel, send],
  );

  /** The activity was published or the teacher gave it up: nothing waiting is sent, and the kept draft goes. */
  const discard = useCallback(async () => {
    if (!enabled) return;
    cancel();
    // A save already on its way would otherwise arrive after the delete and bring the draft back.
    await sending.current;
    await deleteCreationDraft(client).catch(() => undefined);
  }, [enabled, cancel, client]);

  useEffect(
    () => () => {
      const pending = waiting.current;
      if (!pending) return;
      clearTimeout(pending.timer);
      send(pending.payload);
    },
    [send],
  );

  return { track, discard };
}

export type DraftValues = ActivityCreationDraft['values'];

/** Calls onChange with a form's values after each change the teacher makes (not when it opens). */
export function useFormChanges<T extends FieldValues>(
  watch: UseFormWatch<T>,
  onChange?: (values: DraftValues) => void,
) {
  useEffect(() => {
    if (!onChange) return;
    const subscription = watch((values) => onChange(values as DraftValues));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);
}
