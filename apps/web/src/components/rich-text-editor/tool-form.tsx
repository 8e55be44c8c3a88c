import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_NAMESPACE } from './editor-strings.ts';

interface Props {
  label: string;
  /** The message to show for `value`, or null when it may be applied. */
  problem: (value: string) => string | null;
  onApply: (value: string) => void | Promise<void>;
  onCancel: () => void;
  multiline?: boolean;
  initial?: string;
  /** Shown under the field with the current value (a formula's preview). */
  preview?: (value: string) => ReactNode;
  /** More buttons beside apply and cancel. */
  extra?: ReactNode;
}

/** A toolbar tool's one field (a formula, a chemical structure, a video link) under the toolbar. */
export function ToolForm({
  label,
  problem,
  onApply,
  onCancel,
  multiline = false,
  initial = '',
  preview,
  extra,
}: Props) {
  const { t } = useTranslation(EDITOR_NAMESPACE);
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const found = problem(value);
    setError(found);
    if (found) return;
    setBusy(true);
    try {
      await onApply(value.trim());
    } finally {
      setBusy(false);
    }
  }

  const field = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: 'w-full rounded border border-gray-300 px-2 py-1 text-sm',
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
      if (event.key === 'Enter' && !multiline) void apply(event);
    },
  };
  return (
    <div className="flex flex-wrap items-start gap-2 border-t border-gray-100 p-2">
      <div className="flex min-w-60 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-xs font-bold text-subtitle">
          {label}
        </label>
        {multiline ? (
          // biome-ignore lint/a11y/noAutofocus: the form opens because the user asked to type in it.
          <textarea {...field} autoFocus rows={3} onChange={(event) => setValue(event.target.value)} />
        ) : (
          // biome-ignore lint/a11y/noAutofocus: the form opens because the user asked to type in it.
          <input {...field} autoFocus onChange={(event) => setValue(event.target.value)} />
        )}
        {error && (
          <span id={`${id}-error`} role="alert" className="text-xs text-red-700">
            {error}
          </span>
        )}
        {preview && value.trim() !== '' && preview(value)}
      </div>
      <button
        type="button"
        disabled={busy}
        onClick={(event) => void apply(event)}
        className="rounded bg-primary px-3 py-1 text-sm text-on-primary disabled:opacity-40"
      >
        {t('insert')}
      </button>
      <button type="button" onClick={onCancel} className="rounded px-3 py-1 text-sm text-subtitle">
        {t('cancel')}
      </button>
      {extra}
    </div>
  );
}
