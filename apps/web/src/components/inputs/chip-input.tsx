import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addChips } from './chip-rules.ts';
import { INPUTS_NAMESPACE } from './inputs-strings.ts';

interface Props {
  label: string;
  value: string[];
  onChange: (chips: string[]) => void;
  placeholder?: string;
  /** Shown under the field; the keyword hint of document 3 by default. */
  hint?: string;
  error?: string;
}

/** Chips of at least two characters: a comma or Enter adds, Backspace on an empty field removes the last. */
export function ChipInput({ label, value, onChange, placeholder, hint, error }: Props) {
  const { t } = useTranslation(INPUTS_NAMESPACE);
  const id = useId();
  const [draft, setDraft] = useState('');

  /** Adds the chips of the text and keeps the rest (after the last comma) as the draft. */
  function add(text: string, rest = '') {
    const next = addChips(value, text);
    if (next.length !== value.length) onChange(next);
    setDraft(rest);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-title">
        {label}
      </label>
      <div className="focus-ring-within flex flex-wrap items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-2 py-1.5">
        {value.map((chip) => (
          <span key={chip} className="flex items-center gap-1 rounded-full bg-light px-2.5 py-0.5 text-sm text-dark">
            {chip}
            <button
              type="button"
              aria-label={t('chip.remove', { chip })}
              onClick={() => onChange(value.filter((item) => item !== chip))}
              className="-my-1 -mr-1.5 grid size-6 place-items-center rounded-full leading-none hover:bg-white/60"
            >
              ×
            </button>
          </span>
        ))}
        <input
          id={id}
          value={draft}
          placeholder={value.length === 0 ? (placeholder ?? t('chip.placeholder')) : undefined}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const text = event.target.value;
            const cut = text.lastIndexOf(',');
            if (cut === -1) setDraft(text.trimStart());
            else add(text.slice(0, cut), text.slice(cut + 1).trimStart());
          }}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && add(draft)}
          className="min-w-32 flex-1 border-0 px-1 py-1"
        />
      </div>
      <p id={`${id}-hint`} className="text-sm text-subtitle">
        {error ? <span className="text-red-700">{error}</span> : (hint ?? t('chip.hint'))}
      </p>
    </div>
  );
}
