import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Names the region; scrollable, it takes the keyboard's focus so the arrow keys scroll it. */
  label: string;
  children: ReactNode;
  className?: string;
  /** The track's own classes: how its items lie (flex, gap, snap). */
  trackClassName?: string;
  /** Buttons under the track that scroll it by a screen, for a carousel of cards. */
  arrows?: boolean;
  /**
   * Edges where an item stays stuck (a table's first or last column): no fade there, the stuck
   * item shows its own shadow, styled on the track's data-more-before / data-more-after.
   */
  stuck?: { start?: boolean; end?: boolean };
}

const FADE = '2.5rem';
const ARROW =
  'grid size-9 place-items-center rounded-full border border-gray-300 bg-white text-primary shadow-sm hover:bg-light disabled:opacity-40';

/** The track's edges fade out where more lies beyond them. */
function fadeMask(start: boolean, end: boolean): CSSProperties | undefined {
  if (!start && !end) return undefined;
  const mask = `linear-gradient(to right, ${start ? 'transparent' : '#000'}, #000 ${FADE}, #000 calc(100% - ${FADE}), ${end ? 'transparent' : '#000'})`;
  return { maskImage: mask, WebkitMaskImage: mask };
}

/**
 * A row wider than its place that shows it scrolls: the edge with more beyond it fades out, and
 * a carousel gets buttons that scroll it. The buttons stand under the row, never over its items.
 */
export function HorizontalScroller({
  label,
  children,
  className = '',
  trackClassName = '',
  arrows = false,
  stuck = {},
}: Props) {
  const { t } = useTranslation();
  const track = useRef<HTMLElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const before = element.scrollLeft > 1;
    const after = element.scrollLeft < element.scrollWidth - element.clientWidth - 1;
    setMore((last) => (last.before === before && last.after === after ? last : { before, after }));
  }, []);

  // After every render (the items may have changed) and whenever the window changes size.
  useEffect(measure);
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  function scrollByPage(direction: 1 | -1) {
    const element = track.current;
    if (!element) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: smooth ? 'smooth' : 'auto' });
  }

  const scrollable = more.before || more.after;
  return (
    <div className={className}>
      <section
        ref={track}
        aria-label={label}
        tabIndex={scrollable ? 0 : undefined}
        onScroll={measure}
        className={`group/scroller overflow-x-auto ${trackClassName}`}
        data-more-before={more.before || undefined}
        data-more-after={more.after || undefined}
        style={fadeMask(more.before && !stuck.start, more.after && !stuck.end)}
      >
        {children}
      </section>
      {arrows && scrollable && (
        <div className="mt-2 flex justify-end gap-2">
          <button
            type="button"
            className={ARROW}
            aria-label={t('common.scrollBack')}
            disabled={!more.before}
            onClick={() => scrollByPage(-1)}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={ARROW}
            aria-label={t('common.scrollOn')}
            disabled={!more.after}
            onClick={() => scrollByPage(1)}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
