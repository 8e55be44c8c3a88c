import { TRAIL_MAP_THEMES, type TrailMapThemeId } from '@ava/contracts';
import { useId } from 'react';
import { sceneOf } from './scenes/index.ts';
import { trailLayout } from './trail-layout.ts';
import { TrailScenery } from './trail-scenery.tsx';

/** A four-stop trail, half walked, to show what a theme looks like. */
const SAMPLE = trailLayout(4, 'narrow');
const SAMPLE_WALKED = [true, true, true, false, false];
const SAMPLE_FILL = ['#059669', '#059669', 'var(--color-primary)', '#ffffff'];

/**
 * A theme's thumbnail with its title, for a theme picker (the picker makes it a choice); '' is the
 * platform's neutral map, whose title the picker gives.
 */
export function TrailThemePreview({
  theme,
  title = TRAIL_MAP_THEMES.find((candidate) => candidate.id === theme)?.title ?? theme,
  className = '',
}: {
  theme: TrailMapThemeId | '';
  title?: string;
  className?: string;
}) {
  const id = `preview${useId().replace(/[^\w-]/g, '')}`;
  return (
    <figure className={`flex flex-col items-center gap-1 ${className}`}>
      <div
        className="relative w-full overflow-hidden rounded-xl shadow-sm"
        style={{ aspectRatio: `${SAMPLE.width} / ${SAMPLE.height}` }}
      >
        <TrailScenery scene={sceneOf(theme)} layout={SAMPLE} walked={SAMPLE_WALKED} id={id} />
        <svg viewBox={`0 0 ${SAMPLE.width} ${SAMPLE.height}`} className="absolute inset-0 size-full" aria-hidden="true">
          {SAMPLE.stops.map(({ x, y }, index) => (
            <circle
              key={`${x}-${y}`}
              cx={x}
              cy={y}
              r={26}
              style={{ fill: SAMPLE_FILL[index] }}
              stroke={index === 3 ? '#9aa5b1' : '#ffffff'}
              strokeWidth={6}
            />
          ))}
        </svg>
      </div>
      <figcaption className="text-sm font-semibold text-title">{title}</figcaption>
    </figure>
  );
}
