import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidLink } from './editor-rules.ts';
import { EDITOR_NAMESPACE } from './editor-strings.ts';

interface Props {
  onApply: (href: string) => void;
  onCancel: () => void;
}

/** The address of a link for the selected text; only http and https links are accepted. */
export function LinkForm({ onApply, onCancel }: Props) {
  const { t } = useTranslation(EDITOR_NAMESPACE);
  const id = useId();
  const [href, setHref] = useState('https://');
  const [error, setError] = useState(false);

  function apply(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!isValidLink(href)) {
      setError(true);
      return;
    }
    onApply(href.trim());
  }

  return (
    <div className="flex flex-wrap items-start gap-2 border-t border-gray-100 p-2">
      <label htmlFor={id} className="sr-only">
        {t('linkAddress')}
      </label>
      <div className="flex min-w-60 flex-1 flex-col">
        <input
          id={id}
          type="url"
          // biome-ignore lint/a11y/noAutofocus: the form opens because the user asked to type a link.
          autoFocus
          value={href}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            setError(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event);
            if (event.key === 'Escape') onCancel();
          }}
          className="rounded border border-gray-300 px-2 py-1 text-sm"
        />
        {error && (
          <span id={`${id}-error`} className="text-xs text-red-700">
            {t('linkInvalid')}
          </span>
        )}
      </div>
      <button type="button" onClick={apply} className="rounded bg-primary px-3 py-1 text-sm text-on-primary">
        {t('apply')}
      </button>
      <button type="button" onClick={onCancel} className="rounded px-3 py-1 text-sm text-subtitle">
        {t('cancel')}
      </button>
    </div>
  );
}
