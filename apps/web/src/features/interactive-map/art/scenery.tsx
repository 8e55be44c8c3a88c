import type { Nature } from './palette.ts';

/** Small pieces of the map's landscape, placed by the scene. Coordinates are the map's (1739 x 1000). */

export function Cloud({ x, y, scale = 1, flat }: { x: number; y: number; scale?: number; flat: boolean }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} fill="#fff" opacity={flat ? 0.85 : 0.95}>
      <g className="map-cloud">
        {flat ? (
          <>
            <rect x={-90} y={-18} width={180} height={36} rx={18} />
            <rect x={-40} y={-42} width={100} height={36} rx={18} />
          </>
        ) : (
          <>
            <ellipse cx={0} cy={0} rx={90} ry={34} />
            <circle cx={-35} cy={-22} r={32} />
            <circle cx={20} cy={-34} r={40} />
            <circle cx={60} cy={-8} r={28} />
          </>
        )}
      </g>
    </g>
  );
}

export function Tree({
  x,
  y,
  size = 1,
  nature,
  kind = 0,
}: {
  x: number;
  y: number;
  size?: number;
  nature: Nature;
  kind?: number;
}) {
  const leaves = nature.leaves[kind % nature.leaves.length];
  const outline = nature.outline === 'none' ? undefined : nature.outline;
  return (
    <g transform={`translate(${x} ${y}) scale(${size})`} stroke={outline} strokeWidth={outline ? 4 : 0}>
      <rect x={-7} y={-48} width={14} height={48} rx={4} fill={nature.trunk} />
      {kind % 2 === 0 || !outline ? (
        <circle cx={0} cy={-78} r={42} fill={leaves} />
      ) : (
        <path d="M0 -140 L44 -40 L-44 -40 Z" fill={leaves} strokeLinejoin="round" />
      )}
    </g>
  );
}

export function Sapling({ x, y, nature }: { x: number; y: number; nature: Nature }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x={-3} y={-34} width={6} height={34} rx={3} fill={nature.trunk} />
      <ellipse cx={-10} cy={-30} rx={11} ry={6} fill={nature.leaves[0]} transform="rotate(-25 -10 -30)" />
      <ellipse cx={10} cy={-24} rx={11} ry={6} fill={nature.leaves[1]} transform="rotate(25 10 -24)" />
    </g>
  );
}

export function Flowers({ x, y, nature }: { x: number; y: number; nature: Nature }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      {[
        [-24, 0],
        [0, -10],
        [24, 2],
        [-10, 14],
        [14, 16],
      ].map(([dx = 0, dy = 0], index) => (
        <g key={`${dx}-${dy}`} transform={`translate(${dx} ${dy})`}>
          <circle r={9} fill={nature.flowers[index % nature.flowers.length]} />
          <circle r={3.5} fill="#f6b01e" />
        </g>
      ))}
    </g>
  );
}

export function Cone({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M-16 0 L-5 -44 L5 -44 L16 0 Z" fill="#ff8a1f" />
      <rect x={-10} y={-28} width={20} height={7} fill="#fff" />
      <rect x={-22} y={-4} width={44} height={8} rx={3} fill="#e0701a" />
    </g>
  );
}

export function Barrier({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x={-44} y={-40} width={88} height={20} fill="#fff" />
      {[-44, -22, 0, 22].map((dx) => (
        <path key={dx} d={`M${dx} -20 L${dx + 10} -40 L${dx + 20} -40 L${dx + 10} -20 Z`} fill="#e4572e" />
      ))}
      <rect x={-40} y={-20} width={6} height={20} fill="#6b7280" />
      <rect x={34} y={-20} width={6} height={20} fill="#6b7280" />
    </g>
  );
}

/** A crane on the horizon while the map is under construction. */
export function Crane({ x, y, nature }: { x: number; y: number; nature: Nature }) {
  const steel = nature.outline === 'none' ? '#8a96a3' : '#f2a900';
  return (
    <g transform={`translate(${x} ${y})`} opacity={0.85}>
      <rect x={-9} y={-330} width={18} height={330} fill={steel} />
      <rect x={-120} y={-345} width={200} height={16} fill={steel} />
      <line x1={-100} y1={-330} x2={-100} y2={-230} stroke="#4b5563" strokeWidth={3} />
      <rect x={-112} y={-232} width={24} height={18} fill="#4b5563" />
      <rect x={40} y={-362} width={30} height={20} fill="#4b5563" />
    </g>
  );
}

export function Pond({ x, y, nature }: { x: number; y: number; nature: Nature }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <ellipse rx={110} ry={30} fill={nature.water} />
      <ellipse rx={70} ry={12} cy={-4} fill="#fff" opacity={0.35} />
    </g>
  );
}

export function Lamp({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x={-3} y={-90} width={6} height={90} fill="#4b5563" />
      <rect x={-12} y={-104} width={24} height={16} rx={4} className="fill-secondary" />
    </g>
  );
}

/** Little triangular flags on a string across the sky: the finished map's party. */
export function Bunting({ from, to, y, sag }: { from: number; to: number; y: number; sag: number }) {
  const count = 18;
  const flags = Array.from({ length: count }, (_, index) => {
    const t = (index + 0.5) / count;
    const x = from + (to - from) * t;
    const dy = y + sag * 4 * t * (1 - t);
    return { x, y: dy, key: index };
  });
  return (
    <g className="map-flag">
      <path
        d={`M${from} ${y} Q${(from + to) / 2} ${y + sag * 2} ${to} ${y}`}
        fill="none"
        stroke="#6b7280"
        strokeWidth={3}
      />
      {flags.map((flag) => (
        <path
          key={flag.key}
          d={`M${flag.x - 22} ${flag.y} L${flag.x + 22} ${flag.y} L${flag.x} ${flag.y + 40} Z`}
          className={flag.key % 2 === 0 ? 'fill-primary' : 'fill-secondary'}
        />
      ))}
    </g>
  );
}

const FILL = { primary: 'fill-primary', secondary: 'fill-secondary', light: 'fill-light' } as const;

export function Balloon({ x, y, tone }: { x: number; y: number; tone: keyof typeof FILL }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <g className="map-float">
        <path d="M0 46 Q-8 80 4 120" fill="none" stroke="#6b7280" strokeWidth={2} />
        <ellipse rx={34} ry={42} className={FILL[tone]} />
        <ellipse cx={-12} cy={-14} rx={8} ry={12} fill="#fff" opacity={0.5} />
        <path d="M-6 42 L6 42 L0 50 Z" className={FILL[tone]} />
      </g>
    </g>
  );
}

export function Birds({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} fill="none" stroke="#475569" strokeWidth={4} strokeLinecap="round">
      <path d="M-20 0 Q-10 -12 0 0 Q10 -12 20 0" />
      <path d="M30 -30 Q38 -40 46 -30 Q54 -40 62 -30" />
      <path d="M-60 -24 Q-52 -34 -44 -24 Q-36 -34 -28 -24" />
    </g>
  );
}

export function Rainbow({ x, y, radius }: { x: number; y: number; radius: number }) {
  const bands = ['#ff6b6b', '#ffa94d', '#ffd43b', '#69db7c', '#4dabf7', '#9775fa'];
  return (
    <g fill="none" strokeWidth={22} opacity={0.55}>
      {bands.map((color, index) => {
        const r = radius - index * 22;
        return <path key={color} d={`M${x - r} ${y} A${r} ${r} 0 0 1 ${x + r} ${y}`} stroke={color} />;
      })}
    </g>
  );
}
