import { type LazyComponent, lazyComponent } from '@ava/web-kit/lazy-component';
import type { ComponentType, ReactNode } from 'react';
import { Skeleton } from './skeleton.tsx';

export type LazyScreen<P extends object> = LazyComponent<P>;

/** A screen in its own chunk (the web kit's lazyComponent: shown as soon as it arrives), a skeleton until then. */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = <Skeleton />,
): LazyScreen<P> {
  return lazyComponent(load, fallback);
}
