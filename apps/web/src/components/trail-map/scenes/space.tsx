import type { BackdropProps, TrailScene } from './scene.ts';
import { scatter, VerticalGradient } from './shapes.tsx';

function Backdrop({ layout, id }: BackdropProps) {
  return (
    <>
      <defs>
        <VerticalGradient id={`${id}-space`} from="#0b1030" to="#2a1d5c" />
      </defs>
      <rect width={layout.width} height={layout.height} fill={`url(#${id}-space)`} />
      {scatter(layout, Math.round(layout.height / 8), 7).map(({ x, y }, index) => (
        <circle
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          r={index % 5 === 0 ? 2.4 : 1.3}
          fill="#ffffff"
          opacity={0.5 + (index % 3) * 0.2}
        />
      ))}
      <g transform={`translate(${layout.width - 80} 52)`}>
        <circle r={30} fill="#ff9f68" />
        <path d="M-30 -4a30 12 0 0 0 60 0" fill="#e9784a" />
        <ellipse rx={50} ry={10} fill="none" stroke="#ffd6a5" strokeWidth={4} transform="rotate(-18)" />
      </g>
      <g transform="translate(60 46)">
        <circle r={16} fill="#d9dce8" />
        <circle cx={-5} cy={-4} r={4} fill="#b8bccd" />
        <circle cx={6} cy={5} r={3} fill="#b8bccd" />
      </g>
    </>
  );
}

function Planet() {
  return (
    <g transform="translate(0 -44)">
      <circle r={26} fill="#6cc6f0" />
      <path d="M-24 6a26 26 0 0 0 48 0z" fill="#3f9fd0" />
      <ellipse rx={44} ry={9} fill="none" stroke="#c9b6ff" strokeWidth={4} transform="rotate(-15)" />
    </g>
  );
}

function Rocket() {
  return (
    <g transform="rotate(20 0 -45)">
      <path d="M-8 -18q8 22 16 0z" fill="#ffb347" />
      <path d="M0 -86c16 14 16 46 12 66h-24c-4 -20 -4 -52 12 -66z" fill="#f1f3fa" />
      <circle cy={-52} r={6} fill="#6cc6f0" stroke="#8791b5" strokeWidth={2} />
      <path d="M-12 -20l-10 8v-16l8 -10zM12 -20l10 8v-16l-8 -10z" fill="#ff5d73" />
    </g>
  );
}

function Sparkle() {
  return (
    <g fill="#ffe08a">
      <path d="M0 -70l6 18 18 6 -18 6 -6 18 -6 -18 -18 -6 18 -6z" />
      <path d="M28 -30l3 8 8 3 -8 3 -3 8 -3 -8 -8 -3 8 -3z" opacity={0.8} />
    </g>
  );
}

export const space: TrailScene = {
  Backdrop,
  decor: [Planet, Rocket, Sparkle],
  path: { bed: 'rgba(255,255,255,0.14)', bedWidth: 26, ahead: '#c9d3ff', walked: '#ffd166' },
};
