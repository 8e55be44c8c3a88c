import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the screen's code, so it is there by the time the screen shows. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component (a screen, a game's interaction) in its own chunk, like React.lazy but without Suspense: React holds a Suspense
 * boundary's content back up to 300 ms after its fallback showed, which a chain of lazy screens
 * pays at every level. Here the chunk's arrival is a state change, shown at once, and `preload`
 * lets a route fetch the chunk alongside its data. A failed load reaches the error boundary.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function Screen(props: P) {
    const [component, setComponent] = useState<{ type?: ComponentType<P>; error?: unknown }>(() => ({ type: loaded }));
    useEffect(() => {
      if (component.type) return;
      let current = true;
      preload().then(
        (type) => current && setComponent({ type }),
        (error: unknown) => current && setComponent({ error }),
      );
      return () => {
        current = false;
      };
    }, [component.type]);
    if (component.error !== undefined) throw component.error;
    const Loaded = component.type;
    return Loaded ? <Loaded {...props} /> : fallback;
  }
  return Object.assign(Screen, { preload });
}
