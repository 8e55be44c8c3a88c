/**
 * A form's values with those a kept draft holds laid over them: only fields the form has, and only
 * values of the same type (a string for a string, a list for a list), so an old or odd draft can
 * never put a value the form does not expect.
 */
export function withDraftValues<T extends object>(form: T, values: Record<string, unknown> | undefined): T {
  if (!values) return form;
  const merged: Record<string, unknown> = { ...(form as Record<string, unknown>) };
  for (const [field, current] of Object.entries(form)) {
    const kept = values[field];
    const sameType = Array.isArray(current) ? Array.isArray(kept) : typeof kept === typeof current;
    if (kept !== undefined && sameType) merged[field] = kept;
  }
  return merged as T;
}
