import './rich-text.css';
import { useMemo } from 'react';
import { sanitizeRichText } from './sanitize-html.ts';

interface Props {
  html: string;
  className?: string;
}

/** Stored rich text, shown only after the client's own sanitising pass. */
export function RichTextView({ html, className = '' }: Props) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been through DOMPurify's allowlist.
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: safe }} />;
}
