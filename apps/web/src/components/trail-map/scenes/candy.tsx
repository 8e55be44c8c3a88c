import type { BackdropProps, TrailScene } from './scene.ts';
import { Ridge, SkyAndGround, scatter } from './shapes.tsx';

const SPRINKLES = ['#ff5d8f', '#ffd23f', '#5ec8f2', '#8be08b', '#b388ff'];

function Backdrop({ layout, id }: BackdropProps) {
  return (
    <>
      <SkyAndGround layout={layout} id={id} sky={['#ffd1e6', '#fff0f7']} ground={['#ffe3f0', '#ffd0e4']} />
      <Ridge layout={layout} y={layout.top - 22} height={26} waves={5} fill="#c9a0ff" />
      <Ridge layout={layout} y={layout.top - 6} height={16} waves={8} phase={1} fill="#ffe3f0" />
      {scatter(layout, Math.round(layout.height / 9), 17, layout.top).map(({ x, y }, index) => (
        <rect
          key={`${x}-${y}`}
          x={x}
          y={y}
          width={10}
          height={3.5}
          rx={1.75}
          fill={SPRINKLES[index % SPRINKLES.length]}
          transform={`rotate(${(index * 47) % 180} ${x} ${y})`}
          opacity={0.8}
        />
      ))}
    </>
  );
}

function Lollipop() {
  return (
    <g>
      <rect x={-3} y={-50} width={6} height={50} rx={3} fill="#f4f4f4" stroke="#d9c7d3" />
      <circle cy={-62} r={24} fill="#ff5d8f" />
      <path
        d="M0 -62m-6 0a6 6 0 1 1 12 0a12 12 0 1 1 -24 0a18 18 0 1 1 36 0"
        stroke="#ffffff"
        strokeWidth={4}
        fill="none"
      />
    </g>
  );
}

function Sweet() {
  return (
    <g transform="translate(0 -30)">
      <path d="M-22 0l-18 -14v28zM22 0l18 -14v28z" fill="#ffd23f" />
      <ellipse rx={24} ry={17} fill="#5ec8f2" />
      <path d="M-10 -15l-8 28M4 -17l-8 34M16 -12l-6 24" stroke="#ffffff" strokeWidth={4} />
    </g>
  );
}

function Cupcake() {
  return (
    <g>
      <path d="M-24 -34h48l-8 34h-32z" fill="#f4a261" />
      <path d="M-14 -34l4 34M0 -34v34M14 -34l-4 34" stroke="#e08a4a" strokeWidth={2} />
      <path
        d="M-28 -34c-4 -14 10 -22 16 -20c2 -12 22 -12 24 0c6 -2 20 6 16 20z"
        fill="#fff0f7"
        stroke="#ffb3d1"
        strokeWidth={2}
      />
      <circle cy={-62} r={7} fill="#e63946" />
    </g>
  );
}

export const candy: TrailScene = {
  Backdrop,
  decor: [Lollipop, Sweet, Cupcake],
  path: { bed: '#ffffff', bedWidth: 28, ahead: '#e85d9a', walked: '#c2185b' },
};
