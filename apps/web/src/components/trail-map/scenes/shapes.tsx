import type { Point, TrailLayout } from '../trail-layout.ts';

/** The same pseudo-random numbers on every render (a seeded Park-Miller generator). */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

/** `count` points spread over a band of the drawing (from `top` to `bottom`), the same ones each time. */
export function scatter(layout: TrailLayout, count: number, seed: number, top = 0, bottom = layout.height): Point[] {
  const next = seeded(seed);
  return Array.from({ length: count }, () => ({ x: next() * layout.width, y: top + next() * (bottom - top) }));
}

export function VerticalGradient({ id, from, to }: { id: string; from: string; to: string }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor={from} />
      <stop offset="1" stopColor={to} />
    </linearGradient>
  );
}

/** A sky down to the horizon, then the ground to the bottom, each a gradient. */
export function SkyAndGround({
  layout,
  id,
  sky,
  ground,
}: {
  layout: TrailLayout;
  id: string;
  sky: [string, string];
  ground: [string, string];
}) {
  return (
    <>
      <defs>
        <VerticalGradient id={`${id}-sky`} from={sky[0]} to={sky[1]} />
        <VerticalGradient id={`${id}-ground`} from={ground[0]} to={ground[1]} />
      </defs>
      <rect width={layout.width} height={layout.top} fill={`url(#${id}-sky)`} />
      <rect
        y={layout.top - 30}
        width={layout.width}
        height={layout.height - layout.top + 30}
        fill={`url(#${id}-ground)`}
      />
    </>
  );
}

/** A wavy band across the drawing from `y` down to the bottom: hills, dunes, snowfields. */
export function Ridge({
  layout,
  y,
  height,
  waves,
  fill,
  phase = 0,
}: {
  layout: TrailLayout;
  y: number;
  height: number;
  waves: number;
  fill: string;
  phase?: number;
}) {
  const width = layout.width / waves;
  let d = `M0 ${layout.height}V${y}`;
  for (let index = 0; index < waves; index += 1) {
    const up = (index + phase) % 2 === 0 ? -height : height / 3;
    d += `Q${index * width + width / 2} ${y + up} ${(index + 1) * width} ${y}`;
  }
  return <path d={`${d}V${layout.height}Z`} fill={fill} />;
}

export function Cloud({ x, y, size = 1, fill = '#ffffff' }: { x: number; y: number; size?: number; fill?: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size})`} fill={fill}>
      <ellipse cx={0} cy={0} rx={34} ry={14} />
      <circle cx={-12} cy={-8} r={14} />
      <circle cx={10} cy={-12} r={18} />
    </g>
  );
}

export function Sun({ x, y, r = 30, fill = '#ffd23f' }: { x: number; y: number; r?: number; fill?: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r={r * 1.45} fill={fill} opacity={0.25} />
      <circle r={r} fill={fill} />
    </g>
  );
}

export function Pine({ fill = '#2f7d4f', trunk = '#7a4b2a', snow }: { fill?: string; trunk?: string; snow?: string }) {
  return (
    <g>
      <rect x={-5} y={-16} width={10} height={16} fill={trunk} />
      <path d="M0 -88L-24 -48H-12L-32 -16H32L12 -48H24Z" fill={fill} />
      {snow && (
        <path d="M0 -88L-12 -68L-4 -72L0 -66L5 -72L12 -68ZM-20 -41L-8 -44L0 -38L9 -44L21 -41L16 -48H-16Z" fill={snow} />
      )}
    </g>
  );
}

export function RoundTree({ fill = '#4caf50', trunk = '#8a5a33' }: { fill?: string; trunk?: string }) {
  return (
    <g>
      <rect x={-5} y={-30} width={10} height={30} rx={3} fill={trunk} />
      <circle cy={-52} r={28} fill={fill} />
      <circle cx={-14} cy={-40} r={16} fill={fill} />
      <circle cx={15} cy={-42} r={17} fill={fill} />
      <circle cx={-8} cy={-60} r={9} fill="#ffffff" opacity={0.18} />
    </g>
  );
}
