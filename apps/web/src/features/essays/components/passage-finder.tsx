import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { ESSAYS_NAMESPACE } from '../essays-strings.ts';
import type { TextRange } from './marked-text.tsx';

interface Found {
  range: TextRange;
  index: number;
  count: number;
}

/** Where `query` occurs in `text`, ignoring case: the first occurrence starting at or after `from`, else the first. */
export function findPassage(text: string, query: string, from: number): Found | null {
  const folded = text.toLocaleLowerCase('pt-BR');
  // Folding may change a rare character's length; the offsets must stay those of the text.
  const haystack = folded.length === text.length ? folded : text;
  const needle = haystack === folded ? query.toLocaleLowerCase('pt-BR') : query;
  const starts: number[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) starts.push(at);
  if (starts.length === 0) return null;
  const next = starts.findIndex((start) => start >= from);
  const index = next === -1 ? 0 : next;
  const start = starts[index] ?? 0;
  return { range: { start, end: start + needle.length }, index: index + 1, count: starts.length };
}

interface Props {
  text: string;
  /** The range being marked: asking again for the same passage goes to its next occurrence. */
  selection: TextRange | null;
  onFound: (range: TextRange) => void;
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
    if (!found) return setStatus({ message: t('passageNotFound') });
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
