import type { BackdropProps, TrailScene } from './scene.ts';
import { Cloud, Sun, scatter, VerticalGradient } from './shapes.tsx';

function Backdrop({ layout, id }: BackdropProps) {
  return (
    <>
      <defs>
        <VerticalGradient id={`${id}-sky`} from="#58b7f5" to="#d9f1ff" />
      </defs>
      <rect width={layout.width} height={layout.height} fill={`url(#${id}-sky)`} />
      <Sun x={70} y={56} r={30} fill="#ffd23f" />
      {scatter(layout, Math.round(layout.height / 110), 13).map(({ x, y }, index) => (
        <Cloud key={`${x}-${y}`} x={x} y={y} size={0.9 + (index % 3) * 0.3} fill="#ffffff" />
      ))}
    </>
  );
}

function Balloon() {
  return (
    <g transform="translate(0 -8)">
      <path
        d="M0 -90c-24 0 -30 20 -28 30c2 14 18 26 22 36h12c4 -10 20 -22 22 -36c2 -10 -4 -30 -28 -30z"
        fill="#ff6b6b"
      />
      <path d="M0 -90c-8 0 -10 20 -8 30c1 14 2 26 3 36h10c1 -10 2 -22 3 -36c2 -10 0 -30 -8 -30z" fill="#ffd23f" />
      <path d="M-6 -24l-2 10M6 -24l2 10" stroke="#8a5a33" strokeWidth={2} />
      <rect x={-10} y={-14} width={20} height={14} rx={3} fill="#8a5a33" />
    </g>
  );
}

function Birds() {
  return (
    <g stroke="#34495e" strokeWidth={3} fill="none" strokeLinecap="round">
      <path d="M-30 -50q8 -10 16 0q8 -10 16 0" />
      <path d="M8 -70q6 -8 12 0q6 -8 12 0" />
    </g>
  );
}

function Kite() {
  return (
    <g>
      <path d="M6 -28q-10 14 4 22t-2 18" stroke="#5a6b7d" strokeWidth={2} fill="none" />
      <path d="M0 -86l20 30 -20 28 -20 -28z" fill="#7c5cff" />
      <path d="M0 -86v58M-20 -56h40" stroke="#ffffff" strokeWidth={2} />
    </g>
  );
}

export const sky: TrailScene = {
  Backdrop,
  decor: [Balloon, Birds, Kite],
  path: { bed: 'rgba(255,255,255,0.75)', bedWidth: 26, ahead: '#4a90c8', walked: '#ff8c1a' },
};
