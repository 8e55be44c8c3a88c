import type { TrailScene } from './scenes/index.ts';
import type { TrailLayout } from './trail-layout.ts';

interface Props {
  scene: TrailScene;
  layout: TrailLayout;
  /** Per leg of the layout: whether the learner has walked it. */
  walked: readonly boolean[];
  id: string;
}

function FinishFlag({ x, y, color }: { x: number; y: number; color: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <ellipse rx={12} ry={4} fill="#000000" opacity={0.15} />
      <path d="M-1 0v-44" stroke="#4a4f57" strokeWidth={4} strokeLinecap="round" />
      <path
        d="M1 -44h26l-7 9 7 9h-26z"
        style={{ fill: color }}
        stroke="#ffffff"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </g>
  );
}

/**
 * A theme's picture of a trail, without its stops: the scene, its decorations, the path (walked
 * legs solid, those ahead dotted), where it starts and its finish flag. Only decoration: the
 * stops drawn over it say everything in words.
 */
export function TrailScenery({ scene, layout, walked, id }: Props) {
  const { Backdrop, decor, path } = scene;
  return (
    <svg
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      className="absolute inset-0 size-full"
      aria-hidden="true"
      focusable="false"
    >
      <Backdrop layout={layout} id={id} />
      {layout.slots.map(({ x, y }, index) => {
        const Decoration = decor[index % decor.length];
        return (
          Decoration && (
            <g key={`${x}-${y}`} transform={`translate(${x} ${y}) scale(${layout.decorScale})`}>
              <Decoration />
            </g>
          )
        );
      })}
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        <path d={layout.legs.join('')} stroke={path.bed} strokeWidth={path.bedWidth} />
        {layout.legs.map((leg, index) =>
          walked[index] ? (
            <path key={leg} d={leg} style={{ stroke: path.walked }} strokeWidth={9} />
          ) : (
            <path key={leg} d={leg} style={{ stroke: path.ahead }} strokeWidth={5} strokeDasharray="0.1 14" />
          ),
        )}
      </g>
      <circle
        cx={layout.start.x}
        cy={layout.start.y}
        r={9}
        style={{ fill: path.walked }}
        stroke="#ffffff"
        strokeWidth={3}
      />
      <FinishFlag x={layout.finish.x} y={layout.finish.y} color={path.walked} />
    </svg>
  );
}
