import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * Portuguese for the checks zod words itself (an empty text, too many entries); the rules of
 * the contracts carry their own messages, which this leaves alone.
 */
export function portugueseIssues(t: TFunction) {
  return (issue: z.core.$ZodRawIssue): string => {
    const bound = (key: 'minimum' | 'maximum') => Number((issue as unknown as Record<string, unknown>)[key]);
    if (issue.code === 'too_small') {
      if (issue.origin === 'string') return t('wizard.data.required');
      if (issue.origin === 'array') return t('wizard.data.tooShort', { min: bound('minimum') });
      if (issue.origin === 'number') return t('wizard.data.numberMin', { min: bound('minimum') });
    }
    if (issue.code === 'too_big') {
      if (issue.origin === 'string') return t('wizard.data.tooLong', { max: bound('maximum') });
      if (issue.origin === 'array') return t('wizard.data.tooMany', { max: bound('maximum') });
      if (issue.origin === 'number') return t('wizard.data.numberMax', { max: bound('maximum') });
    }
    return t('wizard.data.check');
  };
}

/** The first message under a field's errors, however deep (a list's entries carry their own). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** A field's message, announced when it appears; `id` is what the field's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}
