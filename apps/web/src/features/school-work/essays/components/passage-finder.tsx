import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, SECONDARY_BUTTON } from '../../../../components/ui/classes.ts';
import { ESSAYS_NAMESPACE } from '../essays-strings.ts';
import type { TextRange } from './marked-text.tsx';

interface Found {
  range: TextRange;
  index: number;
  count: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where `query` occurs in `text`, ignoring case and how words are spaced (a passage may run over a
 * line break): the first occurrence starting at or after `from`, else the first.
 */
export function findPassage(text: string, query: string, from: number): Found | null {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const pattern = new RegExp(words.map(escapeRegExp).join('\\s+'), 'giu');
  const matches = Array.from(text.matchAll(pattern), (match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  if (matches.length === 0) return null;
  const next = matches.findIndex((match) => match.start >= from);
  const index = next === -1 ? 0 : next;
  const range = matches[index] ?? { start: 0, end: 0 };
  return { range, index: index + 1, count: matches.length };
}

interface Props {
  text: string;
  /** The range being marked: asking again for the same passage goes to its next occurrence. */
  selection: TextRange | null;
  /** The passage found, or null when it was not: the passage selected before is no longer the one asked for. */
  onFound: (range: TextRange | null) => void;
}

/** The keyboard's way to select a passage, where a mouse or finger drags over it: the teacher types it. */
export function PassageFinder({ text, selection, onFound }: Props) {
  const { t } = useTranslation(ESSAYS_NAMESPACE);
  const id = useId();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<{ message: string; found?: TextRange } | null>(null);
  // A success speaks of the range it selected, and is gone once another range is selected or none.
  const shown =
    status && (!status.found || (status.found.start === selection?.start && status.found.end === selection.end))
      ? status
      : null;
  const error = shown !== null && !shown.found;

  function find(event: FormEvent) {
    event.preventDefault();
    const passage = query.trim();
    if (!passage) return setStatus({ message: t('required') });
    const found = findPassage(text, passage, selection ? selection.start + 1 : 0);
    if (!found) {
      setStatus({ message: t('passageNotFound') });
      return onFound(null);
    }
    setStatus({ message: t('passageFound', { index: found.index, count: found.count }), found: found.range });
    onFound(found.range);
  }

  return (
    <form noValidate onSubmit={find} aria-label={t('findPassage')} className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-subtitle">
        {t('passageLabel')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-invalid={error || undefined}
          aria-describedby={`${id}-status`}
          className={`${INPUT} min-w-0 flex-1 basis-48`}
        />
        <button type="submit" className={SECONDARY_BUTTON}>
          {t('findPassage')}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className={`text-sm ${error ? 'text-red-700' : 'text-subtitle'}`}>
        {shown?.message}
      </p>
    </form>
  );
}
