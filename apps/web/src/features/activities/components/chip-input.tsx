import { CHIP_MIN_LENGTH } from '@ava/contracts';
import { type KeyboardEvent, useState } from 'react';

interface Props {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  describedBy?: string;
  removeLabel: (chip: string) => string;
}

/** The chips of a text: separated by commas, at least two characters after trimming. */
export function splitChips(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length >= CHIP_MIN_LENGTH);
}

/** Chip input of document 3: a comma separates several, Enter adds, Backspace on an empty field removes the last. */
export function ChipInput({ id, value, onChange, placeholder, describedBy, removeLabel }: Props) {
  const [draft, setDraft] = useState('');

  function add(text: string) {
    const chips = splitChips(text).filter((chip) => !value.includes(chip));
    if (chips.length > 0) onChange([...value, ...chips]);
    setDraft('');
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
    <div className="flex flex-wrap items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-2 py-1.5 focus-within:border-primary">
      {value.map((chip) => (
        <span key={chip} className="flex items-center gap-1 rounded-full bg-light px-2.5 py-0.5 text-sm text-dark">
          {chip}
          <button
            type="button"
            aria-label={removeLabel(chip)}
            onClick={() => onChange(value.filter((item) => item !== chip))}
            className="leading-none"
          >
            ×
          </button>
        </span>
      ))}
      <input
        id={id}
        value={draft}
        placeholder={value.length === 0 ? placeholder : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(',')) add(text);
          else setDraft(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && add(draft)}
        className="min-w-32 flex-1 border-0 px-1 py-1 outline-none"
      />
    </div>
  );
}
