import type { BackdropProps, TrailScene } from './scene.ts';
import { Ridge, SkyAndGround } from './shapes.tsx';

function Volcano({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle cx={-6} cy={-116} r={16} fill="#9b8f8a" opacity={0.7} />
      <circle cx={10} cy={-132} r={12} fill="#9b8f8a" opacity={0.55} />
      <path d="M-110 0L-22 -92h44L110 0z" fill="#7a5642" />
      <path d="M-22 -92h44l-8 10 -6 18 -8 -14 -6 20 -6 -22 -10 8z" fill="#ef5b2a" />
    </g>
  );
}

function Backdrop({ layout, id }: BackdropProps) {
  return (
    <>
      <SkyAndGround layout={layout} id={id} sky={['#ffc48c', '#ffeccc']} ground={['#a9c96f', '#7ea654']} />
      <Volcano x={layout.width * 0.72} y={layout.top - 10} />
      <Ridge layout={layout} y={layout.top - 14} height={22} waves={4} fill="#96bb5f" />
    </>
  );
}

function Fern() {
  const leaves = [0, 1, 2, 3, 4];
  return (
    <g stroke="#2f7d3b" strokeWidth={4} strokeLinecap="round" fill="#3f9a4a">
      {[-1, 1].map((side) => (
        <g key={side} transform={`scale(${side} 1)`}>
          <path d="M0 0q8 -50 36 -78" fill="none" />
          {leaves.map((leaf) => (
            <ellipse
              key={leaf}
              cx={10 + leaf * 6}
              cy={-14 - leaf * 14}
              rx={9}
              ry={4}
              transform={`rotate(-35 ${10 + leaf * 6} ${-14 - leaf * 14})`}
            />
          ))}
        </g>
      ))}
    </g>
  );
}

function Eggs() {
  return (
    <g>
      <ellipse cy={-4} rx={40} ry={8} fill="#8a6a3a" opacity={0.5} />
      <ellipse cx={-14} cy={-24} rx={15} ry={20} fill="#f4ecd8" />
      <ellipse cx={14} cy={-20} rx={13} ry={17} fill="#e7f1d8" />
      <circle cx={-18} cy={-30} r={3} fill="#9bbf6a" />
      <circle cx={-9} cy={-18} r={2.5} fill="#9bbf6a" />
      <circle cx={16} cy={-26} r={3} fill="#d9a066" />
    </g>
  );
}

function Bone() {
  return (
    <g transform="translate(0 -14) rotate(-12)" fill="#f7f1e3" stroke="#c8b89a" strokeWidth={2}>
      <rect x={-26} y={-5} width={52} height={10} rx={5} />
      <circle cx={-28} cy={-6} r={7} />
      <circle cx={-28} cy={6} r={7} />
      <circle cx={28} cy={-6} r={7} />
      <circle cx={28} cy={6} r={7} />
    </g>
  );
}

export const prehistory: TrailScene = {
  Backdrop,
  decor: [Fern, Eggs, Fern, Bone],
  path: { bed: '#dcc39d', bedWidth: 26, ahead: '#7b5a3a', walked: '#a0522d' },
};
