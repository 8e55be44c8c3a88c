import type { GameLayoutId } from '@ava/contracts';
import type { ReactNode } from 'react';
import { Backdrop } from './backdrops.tsx';

/** The layout's colours (styles.css) and scenery around whatever screen is showing. */
export function Stage({ layout, children }: { layout: GameLayoutId; children: ReactNode }) {
  return (
    <div className={`stage layout-${layout}`}>
      <Backdrop layout={layout} />
      {children}
    </div>
  );
}
