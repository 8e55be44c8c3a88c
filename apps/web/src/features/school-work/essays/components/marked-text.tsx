import type { EssayBookmark } from '@ava/contracts';
import { useEffect, useEffectEvent, useRef } from 'react';
import { FEEDBACK_COLORS, FEEDBACK_LABELS, feedbackOf } from '../essay-text.ts';

export interface TextRange {
  start: number;
  end: number;
}

interface Props {
  text: string;
  fontSize: number;
  bookmarks: readonly EssayBookmark[];
  /** The range being marked, shown underlined. */
  selection?: TextRange | null;
  /** Given when the reader may select ranges. */
  onSelect?: (range: TextRange | null) => void;
  label: string;
  /** Ids of the marks the assistant proposes and the educator has not decided yet: drawn dashed. */
  proposed?: ReadonlySet<string>;
}

interface Segment {
  start: number;
  end: number;
  mark: EssayBookmark | undefined;
  selected: boolean;
}

/** Cuts the text at every bookmark and selection edge; the latest bookmark wins an overlap. */
export function segmentsOf(text: string, bookmarks: readonly EssayBookmark[], selection?: TextRange | null): Segment[] {
  const edges = new Set([0, text.length]);
  const ranges = bookmarks.map((bookmark) => bookmark.position.range);
  for (const range of selection ? [...ranges, selection] : ranges) {
    edges.add(Math.min(range.start, text.length));
    edges.add(Math.min(range.end, text.length));
  }
  const sorted = [...edges].sort((a, b) => a - b);
  return sorted.slice(0, -1).map((start, index) => {
    const end = sorted[index + 1] ?? text.length;
    const covers = (range: TextRange) => range.start <= start && range.end >= end;
    return {
      start,
      end,
      mark: bookmarks.findLast((bookmark) => covers(bookmark.position.range)),
      selected: selection ? covers(selection) : false,
    };
  });
}

/** Character offsets of the current selection inside `container`, or null when it lies elsewhere. */
function selectedRange(container: HTMLElement): TextRange | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
  const before = document.createRange();
  before.selectNodeContents(container);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  const end = start + range.toString().length;
  return end > start ? { start, end } : null;
}

/** How long a selection stays still before it is taken: a finger still moving its handles is not done. */
const SELECTION_SETTLE_MS = 300;

/**
 * The essay as plain text with its bookmarks highlighted by feedback type. A selection is taken on
 * mouseup and keyup; once the text was touched, also when the document's selection has settled
 * inside it, since a long press on a touch screen selects with neither.
 */
export function MarkedText({ text, fontSize, bookmarks, selection, onSelect, label, proposed }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const touched = useRef(false);
  const pick = () => {
    if (onSelect && container.current) onSelect(selectedRange(container.current));
  };
  const settled = useEffectEvent(() => {
    const range = touched.current && container.current ? selectedRange(container.current) : null;
    if (range) onSelect?.(range);
  });
  const selectable = onSelect !== undefined;
  useEffect(() => {
    if (!selectable) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(settled, SELECTION_SETTLE_MS);
    };
    document.addEventListener('selectionchange', changed);
    return () => {
      document.removeEventListener('selectionchange', changed);
      clearTimeout(timer);
    };
  }, [selectable]);
  // On a touch screen, a mark saved or cancelled ends the selection it came from, lest it be taken again.
  useEffect(() => {
    if (selection || !touched.current) return;
    const current = window.getSelection();
    if (current?.anchorNode && container.current?.contains(current.anchorNode)) current.removeAllRanges();
  }, [selection]);
  return (
    <div
      ref={container}
      aria-label={label}
      role="document"
      onTouchStart={() => {
        touched.current = true;
      }}
      onMouseUp={pick}
      onKeyUp={pick}
      className="rounded-lg border border-gray-200 bg-white p-4 leading-relaxed whitespace-pre-wrap text-title"
      style={{ fontSize: `${fontSize}pt` }}
      data-testid="essay-text"
    >
      {segmentsOf(text, bookmarks, selection).map((segment) => {
        const content = text.slice(segment.start, segment.end);
        const underline = segment.selected ? 'underline decoration-primary decoration-2' : '';
        if (!segment.mark) {
          return underline ? (
            <span key={segment.start} className={underline}>
              {content}
            </span>
          ) : (
            content
          );
        }
        const feedback = feedbackOf(segment.mark.position.category);
        const suggested = proposed?.has(segment.mark.id) === true;
        return (
          <mark
            key={segment.start}
            title={`${FEEDBACK_LABELS[feedback]}: ${segment.mark.position.sub_competence.comment}`}
            data-feedback={feedback}
            data-proposed={suggested || undefined}
            className={`rounded-sm text-title ${FEEDBACK_COLORS[feedback]} ${underline} ${suggested ? 'outline-1 outline-gray-500 outline-dashed' : ''}`}
          >
            {content}
          </mark>
        );
      })}
    </div>
  );
}
