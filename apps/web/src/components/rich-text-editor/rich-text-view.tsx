import './rich-text.css';
import { useEffect, useMemo, useRef } from 'react';
import { sanitizeRichText } from './sanitize-html.ts';

interface Props {
  html: string;
  className?: string;
}

const FORMULA = 'data-type="formula"';

/**
 * Stored rich text, shown only after the client's own sanitising pass; its formulas are drawn by
 * KaTeX, loaded only when the text has one.
 */
export function RichTextView({ html, className = '' }: Props) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!safe.includes(FORMULA)) return;
    let current = true;
    void import('./formula.ts').then(({ renderFormulas }) => {
      if (current && root.current) renderFormulas(root.current);
    });
    return () => {
      current = false;
    };
  }, [safe]);
  return (
    <div
      ref={root}
      className={`rich-text ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been through DOMPurify's allowlist.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
