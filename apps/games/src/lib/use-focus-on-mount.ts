import { useEffect, useRef } from 'react';

/** The element a new screen puts the focus on (its heading), so keyboards and screen readers start there. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
