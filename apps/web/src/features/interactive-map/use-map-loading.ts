import { MAP_LOADING_LOCK_MS } from '@ava/contracts';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MapDestination } from './map-places.ts';

/**
 * The map loading lock (document 1 sections 4 and 9): a place chosen on the map loads its screen
 * while the map holds a lock of 2000 ms, in which no other place can be started (a child's
 * repeated taps open one place). The map goes there as soon as the screen's code is in, or when
 * the lock ends, whichever is first. A click with a modifier key is left to the browser (new tab).
 */
export function useMapLoading() {
  const navigate = useNavigate();
  const [loading, setLoading] = useState<string | null>(null);
  const locked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A student who left the map meanwhile (by the menu) is not taken to the place afterwards.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const follow = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, place: MapDestination) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (locked.current) return;
      locked.current = true;
      setLoading(place.slug);
      const lockEnds = new Promise<void>((resolve) => {
        timer.current = setTimeout(() => {
          locked.current = false;
          setLoading(null);
          resolve();
        }, MAP_LOADING_LOCK_MS);
      });
      const loaded = Promise.resolve(place.preload?.()).catch(() => undefined);
      void Promise.race([loaded, lockEnds]).then(() => shown.current && navigate(place.to));
    },
    [navigate],
  );
  return { loading, follow };
}
