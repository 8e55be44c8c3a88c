import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new screen may take to show its heading (a lazy screen, then its data). */
const HEADING_WAIT_MS = 5_000;

/**
 * After a navigation, a keyboard focus left on nothing (the link followed was on the screen that
 * went away) moves to the new screen's first heading once it shows, so that a screen reader reads
 * where the user arrived and Tab goes on from there. A focus still on something stays.
 */
export function useHeadingFocusOnNavigate(container: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const root = container.current;
    if (!root) return;
    /** Whether there is nothing left to do: the focus is somewhere, or it was put on the heading. */
    const settle = () => {
      if (document.activeElement && document.activeElement !== document.body) return true;
      const heading = root.querySelector<HTMLElement>('h1, h2');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => {
      if (settle()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, container]);
}
