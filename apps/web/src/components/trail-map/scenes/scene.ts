import type { ReactNode } from 'react';
import type { TrailLayout } from '../trail-layout.ts';

export interface BackdropProps {
  layout: TrailLayout;
  /** Makes ids inside the drawing unique (a page may show several maps and previews). */
  id: string;
}

/** How a scene draws the path: a wide bed, then a solid line where walked and a dotted one ahead. */
export interface PathStyle {
  bed: string;
  bedWidth: number;
  /** The dotted line of the legs still ahead. */
  ahead: string;
  walked: string;
}

/** A theme's art: its background, the decorations set along the path, and the path's colours. */
export interface TrailScene {
  Backdrop: (props: BackdropProps) => ReactNode;
  /**
   * Drawn in turn at the layout's free slots, each around (0, 0) as the middle of its base, within
   * about 100 units wide and 90 high above it.
   */
  decor: readonly (() => ReactNode)[];
  path: PathStyle;
}
