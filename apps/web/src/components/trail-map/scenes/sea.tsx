import type { BackdropProps, TrailScene } from './scene.ts';
import { scatter, VerticalGradient } from './shapes.tsx';

function Backdrop({ layout, id }: BackdropProps) {
  const rows = Math.floor(layout.height / 70);
  return (
    <>
      <defs>
        <VerticalGradient id={`${id}-sea`} from="#5fcff5" to="#0f6b9a" />
      </defs>
      <rect width={layout.width} height={layout.height} fill={`url(#${id}-sea)`} />
      {Array.from({ length: rows }, (_, row) => (row + 1) * 70).map((y) => (
        <path
          key={y}
          d={`M0 ${y}${'q25 -12 50 0t50 0'.repeat(Math.ceil(layout.width / 100))}`}
          stroke="#ffffff"
          strokeWidth={3}
          fill="none"
          opacity={0.18}
        />
      ))}
      {scatter(layout, Math.round(layout.height / 40), 3, layout.top).map(({ x, y }) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={5} fill="none" stroke="#d6f4ff" strokeWidth={2} opacity={0.6} />
      ))}
    </>
  );
}

function Fish({ body = '#ffb347', fin = '#ff7f50' }: { body?: string; fin?: string }) {
  return (
    <g transform="translate(0 -40)">
      <path d="M18 0l22 -16v32z" fill={fin} />
      <ellipse rx={28} ry={17} fill={body} />
      <path d="M-2 -17q10 8 0 34" stroke={fin} strokeWidth={4} fill="none" />
      <circle cx={-14} cy={-4} r={4} fill="#1f2933" />
    </g>
  );
}

function Seaweed() {
  return (
    <g stroke="#2e9d6b" strokeWidth={7} strokeLinecap="round" fill="none">
      <path d="M-10 0q-14 -20 0 -40t0 -40" />
      <path d="M10 0q14 -16 0 -32t0 -30" stroke="#3fb57d" />
    </g>
  );
}

function Starfish() {
  return (
    <g transform="translate(0 -22)">
      <path
        d="M0 -22l6 14 15 1 -11 10 4 15 -14 -8 -14 8 4 -15 -11 -10 15 -1z"
        fill="#ff7a8a"
        stroke="#e5566a"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </g>
  );
}

export const sea: TrailScene = {
  Backdrop,
  decor: [() => <Fish />, Seaweed, () => <Fish body="#ffe066" fin="#4dabf7" />, Starfish],
  path: { bed: 'rgba(255,255,255,0.3)', bedWidth: 26, ahead: '#e0f7ff', walked: '#ffd54f' },
};
