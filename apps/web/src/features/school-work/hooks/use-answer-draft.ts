import { useState } from 'react';

type Change<T> = Partial<T> | ((draft: T) => Partial<T>);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the student edits of their answer (fields of plain data), starting from the stored answer.
 * A refetch that brings a different stored answer (saved from another device, or the copy of the
 * student's own save) replaces only the fields the student has not changed, those still equal to
 * the stored answer before it; what was typed or attached and not saved stays, also what was typed
 * while a save was on its way (that save's copy is older). A refetch of the same answer changes
 * nothing. The rule of react-hook-form's `values` with `keepDirtyValues`, which forms built on it use.
 */
export function useAnswerDraft<T extends object>(stored: T): [T, (change: Change<T>) => void] {
  const [state, setState] = useState({ stored, draft: stored });
  if (!same(stored, state.stored)) {
    const draft = { ...state.draft };
    for (const field of Object.keys(stored) as (keyof T)[]) {
      if (same(state.draft[field], state.stored[field])) draft[field] = stored[field];
    }
    setState({ stored, draft });
  }
  const change = (next: Change<T>) =>
    setState((current) => ({
      ...current,
      draft: { ...current.draft, ...(typeof next === 'function' ? next(current.draft) : next) },
    }));
  return [state.draft, change];
}
